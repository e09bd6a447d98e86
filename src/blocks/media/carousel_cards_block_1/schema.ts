/**
 * `carousel_cards_block_1` (spec 001 §2 "Carousel cards (optional numbering)", §3 "Carousel card",
 * §9 "Carousel grid ... step 1 (3 for carousel cards)", "Counters zero-padded to 2 digits"): a title
 * above a carousel of cards (`carousel_card_item`: image, super title, title, text, link), 4/3/2/1
 * per view, moving 3 cards per arrow press; `show_number` prints each card's rank (`01`, `02`...).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { carouselCardItem } from '../carousel_card_item/schema';
import { CAROUSEL_CARDS_STEP } from './constants';


export const carouselCardsFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: link.optional(),
  /** Prints the rank of each card, zero-padded (`01`, `02`...). */
  show_number: z.boolean().default(false),
  cards_repeater: repeater(carouselCardItem),
});
export const carouselCardsParams = z.object({ color_scheme: colorSchemeName.optional() });

const text = (fr: string, en: string) => ({ fr, en });
const card = (file: string, fr: [string, string], en: [string, string]) => ({
  block_type: 'carousel_card_item' as const,
  fields: {
    main_title: text(fr[0], en[0]),
    description: text(`<p>${fr[1]}</p>`, `<p>${en[1]}</p>`),
    image: { media: { fr: { url: file, alt: '' }, en: { url: file, alt: '' } } },
  },
});

/** Demo: the five steps of a sale with Julie, numbered. */
export const carouselCardsDemo: { block_params?: z.input<typeof carouselCardsParams>; fields: z.input<typeof carouselCardsFields> } = {
  block_params: { color_scheme: 'normal-grey' },
  fields: {
    super_title: text('Vendre', 'Selling'),
    main_title: text('Cinq étapes vers la vente', 'Five steps to a sale'),
    show_number: true,
    cards_repeater: [
      card('/listings/salon.svg', ['L’évaluation', 'Les ventes comparables du secteur et un prix réaliste, chiffres à l’appui.'], ['The valuation', 'Comparable sales in the area and a realistic price, backed by figures.']),
      card('/listings/cuisine.svg', ['La mise en valeur', 'Conseils de préparation, photos professionnelles et visite virtuelle.'], ['Staging', 'Preparation advice, professional photos and a virtual tour.']),
      card('/listings/maison-1.svg', ['La mise en marché', 'Inscription Centris, réseaux sociaux et visites libres.'], ['Marketing', 'Centris listing, social media and open houses.']),
      card('/blog/documents.svg', ['La négociation', 'Chaque promesse d’achat analysée avec vous, conditions comprises.'], ['Negotiation', 'Every promise to purchase reviewed with you, conditions included.']),
      card('/blog/keys.svg', ['Chez le notaire', 'Suivi des conditions jusqu’à la remise des clés.'], ['At the notary’s', 'Follow-up of the conditions until the keys are handed over.']),
    ],
  },
};

export const carouselCardsBlock1Schema = defineBlockSchema({
  type: 'carousel_cards_block_1',
  family: 'media',
  colorScheme: true,
  label: { fr: 'Carrousel de cartes', en: 'Carousel cards' },
  fields: carouselCardsFields,
  params: carouselCardsParams,
  demo: carouselCardsDemo,
});

export { CAROUSEL_CARDS_STEP };
