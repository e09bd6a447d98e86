/**
 * `property_cta_item` (spec 001 §3 "Property CTA item: centered_image (default true), image,
 * main_title, description, cta"): a call-to-action card placed among listing cards — in
 * `properties_slider_block` it replaces the default placeholder card.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { image, link, localizedText, richText } from '../../../schema/content';
import { defineBlock } from '../../defineBlock';
import { propertyCtaItemDemo } from './demo';
import { PropertyCtaItem } from './PropertyCtaItem';

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

export const propertyCtaItemBlock = defineBlock({
  type: 'property_cta_item',
  family: 'item',
  item: true,
  label: { fr: 'Carte d’appel à l’action (propriétés)', en: 'Property call-to-action card' },
  fields: propertyCtaItemFields,
  params: propertyCtaItemParams,
  component: PropertyCtaItem,
  demo: propertyCtaItemDemo,
});
