/**
 * `tag_item` (spec 001 §2 registered types; §3 `tags_repeater`, "multilingual name, background and
 * text colour"): one short label per locale, shown as a tag chip by its parent (blog posts,
 * partners), in its own colours when it has them.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it (no component).
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock } from '../../../schema/block';
import { color, localizedText } from '../../../schema/content';

export const tagItemFields = z.object({ text: localizedText, bg_color: color.optional(), text_color: color.optional() });
export const tagItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'tag_item', block_params, fields}`. */
export const tagItem = itemBlock('tag_item', tagItemFields);
export type TagItemValue = z.output<typeof tagItem>;

/** Demo: a first-purchase tag. */
export const tagItemDemo: { fields: z.input<typeof tagItemFields> } = {
  fields: { text: { fr: 'Premier achat', en: 'First home' } },
};

export const tagItemBlockSchema = defineBlockSchema({
  type: 'tag_item',
  family: 'content',
  item: true,
  label: { fr: 'Étiquette', en: 'Tag' },
  fields: tagItemFields,
  params: tagItemParams,
  demo: tagItemDemo,
});
