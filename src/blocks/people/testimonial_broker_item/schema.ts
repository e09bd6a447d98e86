/**
 * `testimonial_broker_item` (spec 001 §3 "broker item (description, broker_avatar, broker_name,
 * broker_subtitle)"): one slide of `testimonials_brokers_block`; never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { image, localizedText, localizedTextarea } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_TESTIMONIES, portrait } from '../_parts/demoPeople';

export const testimonialBrokerItemFields = z.object({
  description: localizedTextarea,
  broker_avatar: image.optional(),
  broker_name: z.string(),
  broker_subtitle: localizedText.optional(),
});
/** The repeater entry envelope `{ block_type: 'testimonial_broker_item', block_params, fields }`. */
export const testimonialBrokerItem = itemBlock('testimonial_broker_item', testimonialBrokerItemFields);
export type TestimonialBrokerItemValue = z.output<typeof testimonialBrokerItem>;

const [first] = DEMO_TESTIMONIES;
/** Demo: a seller's testimony. */
export const testimonialBrokerItemDemo: { fields: z.input<typeof testimonialBrokerItemFields> } = {
  fields: { description: first.text, broker_avatar: portrait(first.avatar), broker_name: first.name, broker_subtitle: first.subtitle },
};

export const testimonialBrokerItemBlockSchema = defineBlockSchema({
  type: 'testimonial_broker_item',
  family: 'people',
  item: true,
  label: { fr: 'Témoignage (carrousel)', en: 'Testimonial (carousel)' },
  fields: testimonialBrokerItemFields,
  params: z.object({}),
  demo: testimonialBrokerItemDemo,
});
