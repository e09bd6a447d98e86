/**
 * Small builders for the demo content of the multi-redirect blocks and items (server-safe data
 * helpers): a per-locale text, a text link to a page in both languages, an image with no alt
 * text (the card's title names it).
 */

/** `{ fr, en }` text. */
export const text = (fr: string, en: string) => ({ fr, en });

/** A text-format link with its label and address in both languages. */
export const go = (fr: string, en: string, urlFr: string, urlEn: string) => ({ format: { type: 'text' as const }, text: text(fr, en), url: text(urlFr, urlEn) });

/** A decorative image, the same file in both languages. */
export const picture = (url: string) => ({ media: { fr: { url, alt: '' }, en: { url, alt: '' } } });
