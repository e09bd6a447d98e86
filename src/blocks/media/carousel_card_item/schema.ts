/**
 * `carousel_card_item` (spec 001 §3 "Carousel card: super_title, main_title, description, image,
 * cta"): one card of `carousel_cards_block_1`; never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { image, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';

export const carouselCardItemFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  image: image.optional(),
  cta: link.optional(),
});
/** The repeater entry envelope `{block_type: 'carousel_card_item', block_params, fields}`. */
export const carouselCardItem = itemBlock('carousel_card_item', carouselCardItemFields);
export type CarouselCardItemValue = z.output<typeof carouselCardItem>;

/** Demo: the first step of a sale. */
export const carouselCardItemDemo: { fields: z.input<typeof carouselCardItemFields> } = {
  fields: {
    super_title: { fr: 'Semaine 1', en: 'Week 1' },
    main_title: { fr: 'L’évaluation de votre propriété', en: 'Valuing your home' },
    description: {
      fr: '<p>Une visite, les ventes comparables du secteur et un prix réaliste, expliqué chiffres à l’appui.</p>',
      en: '<p>A visit, comparable sales in the area and a realistic price, explained with the figures.</p>',
    },
    image: { media: { fr: { url: '/listings/salon.svg', alt: '' }, en: { url: '/listings/salon.svg', alt: '' } } },
  },
};

export const carouselCardItemBlockSchema = defineBlockSchema({
  type: 'carousel_card_item',
  family: 'media',
  item: true,
  label: { fr: 'Carte de carrousel', en: 'Carousel card' },
  fields: carouselCardItemFields,
  params: z.object({}),
  demo: carouselCardItemDemo,
});
