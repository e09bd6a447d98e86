/**
 * `property_cta_item` (spec 001 §3 "Property CTA item: centered_image (default true), image,
 * main_title, description, cta"): a call-to-action card placed among listing cards — in
 * `properties_slider_block` it replaces the default placeholder card.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { image, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';

/** Fields: `centered_image` (true: a small centred illustration; false: a full-width photo on top). */
export const propertyCtaItemFields = z.object({
  centered_image: z.boolean().default(true),
  image: image.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
});
export const propertyCtaItemParams = z.object({});
/** The repeater entry envelope `{ block_type: 'property_cta_item', block_params, fields }`. */
export const propertyCtaItem = itemBlock('property_cta_item', propertyCtaItemFields);
export type PropertyCtaItemValue = z.output<typeof propertyCtaItem>;

/** Demo: an invitation to sign up for property alerts. */
export const propertyCtaItemDemo: { fields: z.input<typeof propertyCtaItemFields> } = {
  fields: {
    centered_image: true,
    image: { media: { fr: { url: '/images/skyline.svg', alt: '' } } },
    main_title: { fr: 'Vous ne trouvez pas la bonne propriété?', en: 'Can’t find the right home?' },
    description: {
      fr: '<p>Dites-moi ce que vous cherchez : je vous écris dès qu’une propriété correspond, souvent avant sa mise en ligne.</p>',
      en: '<p>Tell me what you are looking for: I will write to you as soon as a home matches, often before it goes online.</p>',
    },
    cta: {
      format: { type: 'button' },
      text: { fr: 'Me prévenir', en: 'Notify me' },
      url: { fr: '/fr/contact', en: '/en/contact' },
    },
  },
};

export const propertyCtaItemBlockSchema = defineBlockSchema({
  type: 'property_cta_item',
  family: 'properties',
  item: true,
  label: { fr: 'Carte d’appel à l’action (propriétés)', en: 'Property call-to-action card' },
  fields: propertyCtaItemFields,
  params: propertyCtaItemParams,
  demo: propertyCtaItemDemo,
});
