/**
 * `testimonials_list_block` (spec 001 §2 "Testimonial list: first 3, then show-more reveals all;
 * long text is collapsible (collapse height 256 px at large-and-up, 128 px otherwise) with read
 * more / read less", §9): a title and the testimonies of `testimonials_repeater`
 * (`testimonial_list_item`).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_TESTIMONIES, portrait } from '../_parts/demoPeople';
import { testimonialListItem } from '../testimonial_list_item/schema';

export const testimonialsListFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  testimonials_repeater: repeater(testimonialListItem),
});
export const testimonialsListParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: six testimonies of buyers and sellers. */
export const testimonialsListDemo: { block_params?: z.input<typeof testimonialsListParams>; fields: z.input<typeof testimonialsListFields> } = {
  block_params: { color_scheme: 'normal-grey' },
  fields: {
    super_title: { fr: 'Témoignages', en: 'Testimonials' },
    main_title: { fr: 'Ce que nos clients disent de nous', en: 'What our clients say about us' },
    testimonials_repeater: DEMO_TESTIMONIES.map((item) => ({
      block_type: 'testimonial_list_item' as const,
      fields: { author_avatar: portrait(item.avatar), author_name: item.name, author_subtitle: item.subtitle, description: item.text },
    })),
  },
};

export const testimonialsListBlockSchema = defineBlockSchema({
  type: 'testimonials_list_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Témoignages : liste', en: 'Testimonials: list' },
  fields: testimonialsListFields,
  params: testimonialsListParams,
  demo: testimonialsListDemo,
});
