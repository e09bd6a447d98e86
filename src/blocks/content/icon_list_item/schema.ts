/**
 * `icon_list_item` (spec 001 §2 registered types; the rows of a `list_items_repeater`): an icon
 * and a short text ("450 555-0142", "Français, anglais"), drawn by its parent (team members,
 * partners, bank employees, listing cards).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it (no component).
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { icon, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';

export const iconListItemFields = z.object({ icon: icon.optional(), description: localizedText });
export const iconListItemParams = z.object({});
/** The repeater entry envelope `{ block_type: 'icon_list_item', block_params, fields }`. */
export const iconListItem = itemBlock('icon_list_item', iconListItemFields);
export type IconListItemValue = z.output<typeof iconListItem>;

/** Demo: a phone number. */
export const iconListItemDemo: { fields: z.input<typeof iconListItemFields> } = {
  fields: { icon: { type: 'phone' }, description: { fr: '450 555-0142', en: '450-555-0142' } },
};

export const iconListItemBlockSchema = defineBlockSchema({
  type: 'icon_list_item',
  family: 'content',
  item: true,
  label: { fr: 'Ligne avec icône', en: 'Icon row' },
  fields: iconListItemFields,
  params: iconListItemParams,
  demo: iconListItemDemo,
});
