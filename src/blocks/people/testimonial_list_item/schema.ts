/**
 * `testimonial_list_item` (spec 001 §3 "list item (author_avatar, author_name, author_subtitle,
 * description)"): one testimony of `testimonials_list_block`; never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { image, localizedText, localizedTextarea } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_TESTIMONIES, portrait } from '../_parts/demoPeople';

export const testimonialListItemFields = z.object({
  author_avatar: image.optional(),
  author_name: z.string(),
  author_subtitle: localizedText.optional(),
  description: localizedTextarea,
});
/** The repeater entry envelope `{ block_type: 'testimonial_list_item', block_params, fields }`. */
export const testimonialListItem = itemBlock('testimonial_list_item', testimonialListItemFields);
export type TestimonialListItemValue = z.output<typeof testimonialListItem>;

const [first] = DEMO_TESTIMONIES;
/** Demo: a seller's testimony. */
export const testimonialListItemDemo: { fields: z.input<typeof testimonialListItemFields> } = {
  fields: { author_avatar: portrait(first.avatar), author_name: first.name, author_subtitle: first.subtitle, description: first.text },
};

export const testimonialListItemBlockSchema = defineBlockSchema({
  type: 'testimonial_list_item',
  family: 'people',
  item: true,
  label: { fr: 'Témoignage (liste)', en: 'Testimonial (list)' },
  fields: testimonialListItemFields,
  params: z.object({}),
  demo: testimonialListItemDemo,
});
