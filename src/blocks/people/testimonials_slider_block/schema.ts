/**
 * `testimonials_slider_block` (spec 001 §2 "card slider (text clamped to 10 lines; up to 3 per
 * view)", §3 "slider block (main_title, testimonials_repeater)"): a carousel of coloured testimony
 * cards (`testimonial_card_item`), without autoplay.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_TESTIMONIES, portrait } from '../_parts/demoPeople';
import { testimonialCardItem } from '../testimonial_card_item/schema';
import { CARD_TESTIMONY_CLAMP_LINES } from './constants';


export const testimonialsSliderFields = z.object({
  main_title: localizedText.optional(),
  testimonials_repeater: repeater(testimonialCardItem),
});
export const testimonialsSliderParams = z.object({ color_scheme: colorSchemeName.optional() });

const palette: Array<[string, string]> = [
  ['#1f3a5f', '#ffffff'],
  ['#f3ece2', '#2b2118'],
  ['#2f5d50', '#ffffff'],
];

/** Demo: six cards in the agency's three colours. */
export const testimonialsSliderDemo: { block_params?: z.input<typeof testimonialsSliderParams>; fields: z.input<typeof testimonialsSliderFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    main_title: { fr: 'La parole à nos clients', en: 'In our clients’ words' },
    testimonials_repeater: DEMO_TESTIMONIES.map((item, index) => ({
      block_type: 'testimonial_card_item' as const,
      fields: {
        bg_color_primary: palette[index % palette.length][0],
        text_color: palette[index % palette.length][1],
        author_avatar: portrait(item.avatar),
        author_name: item.name,
        author_subtitle: item.subtitle,
        description: item.text,
      },
    })),
  },
};

export const testimonialsSliderBlockSchema = defineBlockSchema({
  type: 'testimonials_slider_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Témoignages : cartes', en: 'Testimonials: cards' },
  fields: testimonialsSliderFields,
  params: testimonialsSliderParams,
  demo: testimonialsSliderDemo,
});

export { CARD_TESTIMONY_CLAMP_LINES };
