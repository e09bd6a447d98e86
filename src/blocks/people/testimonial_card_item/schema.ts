/**
 * `testimonial_card_item` (spec 001 §3 "card item (bg_color_primary, text_color, author_avatar,
 * author_name, author_subtitle, description)"): one coloured card of `testimonials_slider_block`;
 * never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { color, image, localizedText, localizedTextarea } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_TESTIMONIES, portrait } from '../_parts/demoPeople';

export const testimonialCardItemFields = z.object({
  bg_color_primary: color.optional(),
  text_color: color.optional(),
  author_avatar: image.optional(),
  author_name: z.string(),
  author_subtitle: localizedText.optional(),
  description: localizedTextarea,
});
/** The repeater entry envelope `{ block_type: 'testimonial_card_item', block_params, fields }`. */
export const testimonialCardItem = itemBlock('testimonial_card_item', testimonialCardItemFields);
export type TestimonialCardItemValue = z.output<typeof testimonialCardItem>;

const [first] = DEMO_TESTIMONIES;
/** Demo: a seller's testimony on a deep blue card. */
export const testimonialCardItemDemo: { fields: z.input<typeof testimonialCardItemFields> } = {
  fields: {
    bg_color_primary: '#1f3a5f',
    text_color: '#ffffff',
    author_avatar: portrait(first.avatar),
    author_name: first.name,
    author_subtitle: first.subtitle,
    description: first.text,
  },
};

export const testimonialCardItemBlockSchema = defineBlockSchema({
  type: 'testimonial_card_item',
  family: 'people',
  item: true,
  label: { fr: 'Témoignage (carte)', en: 'Testimonial (card)' },
  fields: testimonialCardItemFields,
  params: z.object({}),
  demo: testimonialCardItemDemo,
});
