/**
 * Demo background media of the hero family: the seeded artwork of `public/images` and
 * `public/listings`, with Quebec alternative texts. Server-safe data only.
 */
import type { z } from 'zod';
import type { heroBgMedia } from './heroFields';

type BgMediaInput = z.input<typeof heroBgMedia>;

/** A background image value with the same file in both locales. */
export function demoBackground(url: string, alt: { fr: string; en: string }, center = { x: 0.5, y: 0.5 }, overlay?: number): BgMediaInput {
  return {
    image: { media: { fr: { url, alt: alt.fr }, en: { url, alt: alt.en } }, center },
    ...(overlay !== undefined ? { overlay } : {}),
  };
}

/** A lake in the Laurentians. */
export const laurentidesBackground = demoBackground('/images/laurentides.svg', {
  fr: 'Chalet au bord d’un lac des Laurentides',
  en: 'Lakeside chalet in the Laurentians',
}, { x: 0.5, y: 0.6 });

/** Montréal’s skyline seen from Longueuil. */
export const skylineBackground = demoBackground('/images/skyline.svg', {
  fr: 'Montréal vue de Longueuil au crépuscule',
  en: 'Montréal seen from Longueuil at dusk',
}, { x: 0.5, y: 0.4 });

/** A family house. */
export const houseBackground = demoBackground('/images/house.svg', {
  fr: 'Maison unifamiliale avec jardin',
  en: 'Single-family home with a garden',
}, { x: 0.5, y: 0.5 });

/** A `cta_item` envelope for demos. */
export function demoCta(text: { fr: string; en: string }, url: { fr: string; en: string }, type: 'button' | 'button-outline' = 'button') {
  return { block_type: 'cta_item' as const, fields: { cta: { format: { type }, text, url } } };
}
