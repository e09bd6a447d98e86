/**
 * `txt_img_double_block_1` (spec 001 §2 "text blocks", §3 "Text blocks: … cta_repeater,
 * media_repeater, orientation_x (left/right), text_align (left/center/right). Media multiple row
 * has single or double layouts for 1 or 2 items"): super title, title, rich text and calls to
 * action beside one or two media (`media_item`). `orientation_x` is the side of the media (right by
 * default); `text_align` aligns the text.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, fieldMeta, localizedText, richText } from '../../../schema/content';
import { mediaItem } from '../../media/media_item/schema';
import { ctaItem } from '../cta_item/schema';

/** One media (single layout) or two (double layout). */
const medias = z.array(mediaItem).min(1).max(2);
fieldMeta.add(medias, {
  widget: 'repeater',
  help: { fr: 'Une image (disposition simple) ou deux (disposition double).', en: 'One image (single layout) or two (double layout).' },
});

export const txtImgDoubleBlock1Fields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText,
  cta_repeater: repeater(ctaItem),
  media_repeater: medias,
});
export const txtImgDoubleBlock1Params = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['left', 'right']).optional(),
  text_align: z.enum(['left', 'center', 'right']).optional(),
});

const media = (url: string, fr: string, en: string) => ({
  block_type: 'media_item' as const,
  fields: { media: { image: { media: { fr: { url, alt: fr }, en: { url, alt: en } } } } },
});

/** Demo: the seller's first meeting, with two photos (double layout). */
export const txtImgDoubleBlock1Demo: {
  block_params?: z.input<typeof txtImgDoubleBlock1Params>;
  fields: z.input<typeof txtImgDoubleBlock1Fields>;
} = {
  block_params: { color_scheme: 'normal', orientation_x: 'right', text_align: 'left' },
  fields: {
    super_title: { fr: 'Le juste prix', en: 'The right price' },
    main_title: { fr: 'Un prix fondé sur les ventes de votre rue, pas sur une intuition', en: 'A price based on sales on your street, not a hunch' },
    description: {
      fr: '<p>Je compare votre propriété aux ventes conclues dans votre secteur au cours des six derniers mois, en tenant compte des rénovations, du terrain et de l’état du marché. Vous recevez une analyse claire, avec une fourchette de prix réaliste.</p>',
      en: '<p>I compare your home with the sales closed in your area over the last six months, taking renovations, the lot and market conditions into account. You receive a clear analysis with a realistic price range.</p>',
    },
    cta_repeater: [
      {
        block_type: 'cta_item',
        fields: {
          cta: {
            format: { type: 'button' },
            text: { fr: 'Demander mon analyse', en: 'Request my analysis' },
            url: { fr: '/fr/contact', en: '/en/contact' },
          },
        },
      },
    ],
    media_repeater: [
      media('/listings/maison-1.svg', 'Façade d’une maison à étage', 'Front of a two-storey house'),
      media('/listings/salon.svg', 'Salon lumineux', 'Bright living room'),
    ],
  },
};

export const txtImgDoubleBlock1Schema = defineBlockSchema({
  type: 'txt_img_double_block_1',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Texte et deux images', en: 'Text and two images' },
  fields: txtImgDoubleBlock1Fields,
  params: txtImgDoubleBlock1Params,
  demo: txtImgDoubleBlock1Demo,
});
