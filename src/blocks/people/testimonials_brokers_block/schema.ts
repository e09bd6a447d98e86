/**
 * `testimonials_brokers_block` (spec 001 §2 "brokers carousel (broker item, autoplay 5000 ms, text
 * clamped to 7 lines)", §3 "brokers block (main_title, image, testimonials_repeater, orientation_x
 * left/right default right, highlight_color)"): an image beside a one-at-a-time carousel of
 * testimonies. `orientation_x` is the side of the carousel; the image takes the other side.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { color, colorSchemeName, image, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_TESTIMONIES, portrait } from '../_parts/demoPeople';
import { testimonialBrokerItem } from '../testimonial_broker_item/schema';
import { BROKERS_TESTIMONIALS_AUTOPLAY_MS, BROKERS_TESTIMONY_CLAMP_LINES } from './constants';


export const testimonialsBrokersFields = z.object({
  main_title: localizedText.optional(),
  image: image.optional(),
  testimonials_repeater: repeater(testimonialBrokerItem),
  highlight_color: color.optional(),
});
export const testimonialsBrokersParams = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['left', 'right']).default('right'),
});

/** Demo: four testimonies beside a Laurentians landscape. */
export const testimonialsBrokersDemo: { block_params?: z.input<typeof testimonialsBrokersParams>; fields: z.input<typeof testimonialsBrokersFields> } = {
  block_params: { color_scheme: 'normal', orientation_x: 'right' },
  fields: {
    main_title: { fr: 'Ils nous ont confié leur projet', en: 'They trusted us with their move' },
    image: { media: { fr: { url: '/images/laurentides.svg', alt: 'Les Laurentides en automne' }, en: { url: '/images/laurentides.svg', alt: 'The Laurentians in autumn' } } },
    highlight_color: '#b5542d',
    testimonials_repeater: DEMO_TESTIMONIES.slice(0, 4).map((item) => ({
      block_type: 'testimonial_broker_item' as const,
      fields: { description: item.text, broker_avatar: portrait(item.avatar), broker_name: item.name, broker_subtitle: item.subtitle },
    })),
  },
};

export const testimonialsBrokersBlockSchema = defineBlockSchema({
  type: 'testimonials_brokers_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Témoignages : carrousel', en: 'Testimonials: carousel' },
  fields: testimonialsBrokersFields,
  params: testimonialsBrokersParams,
  demo: testimonialsBrokersDemo,
});

export { BROKERS_TESTIMONIALS_AUTOPLAY_MS, BROKERS_TESTIMONY_CLAMP_LINES };
