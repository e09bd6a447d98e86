/**
 * `icon_list_item` (spec 001 §3 "Registered block types"; `list_items_repeater` entries): an icon
 * and a short text ("Réponse en 48 heures", "450 555-0142"), shown as a list row by its parent (the
 * info and landing heroes, team members, partners, bank employees, listing items).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it (no component).
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock } from '../../../schema/block';
import { icon, localizedText } from '../../../schema/content';

export const iconListItemFields = z.object({ icon: icon.optional(), description: localizedText });
export const iconListItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'icon_list_item', block_params, fields: {icon, description}}`. */
export const iconListItem = itemBlock('icon_list_item', iconListItemFields);
export type IconListItemValue = z.output<typeof iconListItem>;

/** Demo: a response-time promise. */
export const iconListItemDemo: { fields: z.input<typeof iconListItemFields> } = {
  fields: { icon: { type: 'clock' }, description: { fr: 'Réponse en 48 heures', en: 'Answer within 48 hours' } },
};

export const iconListItemBlockSchema = defineBlockSchema({
  type: 'icon_list_item',
  family: 'content',
  item: true,
  label: { fr: 'Élément de liste avec icône', en: 'Icon list item' },
  fields: iconListItemFields,
  params: iconListItemParams,
  demo: iconListItemDemo,
});
