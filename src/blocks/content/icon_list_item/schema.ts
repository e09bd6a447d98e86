/**
 * `icon_list_item` (spec 001 §3 "list_items_repeater (icon, description)"; registered item type):
 * one entry of a list — an optional icon, an optional short title and its text. `list_block`
 * renders it; the info and landing heroes, team members, partners, bank employees, listing cards
 * and popups use the same envelope for their rows ("Réponse en 48 heures", "3 chambres").
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it (no component).
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock } from '../../../schema/block';
import { icon, localizedText } from '../../../schema/content';

export const iconListItemFields = z.object({
  icon: icon.optional(),
  main_title: localizedText.optional(),
  description: localizedText,
});
export const iconListItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'icon_list_item', block_params, fields}`. */
export const iconListItem = itemBlock('icon_list_item', iconListItemFields);
export type IconListItemValue = z.output<typeof iconListItem>;

/** Demo: professional photos, part of every listing. */
export const iconListItemDemo: { fields: z.input<typeof iconListItemFields> } = {
  fields: {
    icon: { type: 'check' },
    main_title: { fr: 'Photos professionnelles', en: 'Professional photos' },
    description: {
      fr: 'Un photographe immobilier met chaque pièce en valeur, de jour comme au crépuscule.',
      en: 'A real estate photographer shows every room at its best, by day and at dusk.',
    },
  },
};

export const iconListItemBlockSchema = defineBlockSchema({
  type: 'icon_list_item',
  family: 'content',
  item: true,
  label: { fr: 'Élément de liste', en: 'List item' },
  fields: iconListItemFields,
  params: iconListItemParams,
  demo: iconListItemDemo,
});
