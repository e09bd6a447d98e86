/**
 * `text_img_multiple_block_1` (spec 001 §2 "text blocks", §3 "Text blocks: … text_img_multiple_repeater,
 * cta_repeater, text_align", §9 mosaic layout rules): a heading (super title, title, description,
 * calls to action) over a mosaic of `media_item` entries — image, title, text and link each — laid
 * out by ./mosaicLayout.ts.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { mediaItem } from '../../media/media_item/schema';
import { ctaItem } from '../cta_item/schema';

export const textImgMultipleBlock1Fields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta_repeater: repeater(ctaItem),
  text_img_multiple_repeater: repeater(mediaItem),
});
/** `text_align`: alignment of the heading (left by default). */
export const textImgMultipleBlock1Params = z.object({
  color_scheme: colorSchemeName.optional(),
  text_align: z.enum(['left', 'center', 'right']).optional(),
});

const tile = (url: string, frAlt: string, enAlt: string, frTitle: string, enTitle: string, fr: string, en: string) => ({
  block_type: 'media_item' as const,
  fields: {
    main_title: { fr: frTitle, en: enTitle },
    description: { fr: `<p>${fr}</p>`, en: `<p>${en}</p>` },
    media: { image: { media: { fr: { url, alt: frAlt }, en: { url, alt: enAlt } } } },
  },
});

/** Demo: staging a home room by room (four items: the mosaic of the last four). */
export const textImgMultipleBlock1Demo: {
  block_params?: z.input<typeof textImgMultipleBlock1Params>;
  fields: z.input<typeof textImgMultipleBlock1Fields>;
} = {
  block_params: { color_scheme: 'normal', text_align: 'left' },
  fields: {
    super_title: { fr: 'Mise en valeur', en: 'Staging' },
    main_title: { fr: 'Chaque pièce raconte une histoire', en: 'Every room tells a story' },
    description: {
      fr: '<p>Des conseils concrets, pièce par pièce, pour que les acheteurs s’y voient dès la première photo.</p>',
      en: '<p>Practical advice, room by room, so buyers picture themselves there from the very first photo.</p>',
    },
    cta_repeater: [],
    text_img_multiple_repeater: [
      tile('/listings/cuisine.svg', 'Cuisine lumineuse avec îlot', 'Bright kitchen with an island', 'La cuisine', 'The kitchen', 'Comptoirs dégagés, éclairage chaud : la pièce qui fait vendre.', 'Clear counters, warm lighting: the room that sells.'),
      tile('/listings/salon.svg', 'Salon aux grandes fenêtres', 'Living room with large windows', 'Le salon', 'The living room', 'Moins de meubles, plus de lumière et d’espace.', 'Less furniture, more light and space.'),
      tile('/listings/chambre.svg', 'Chambre principale épurée', 'Uncluttered main bedroom', 'La chambre', 'The bedroom', 'Une literie neutre et des surfaces libres.', 'Neutral bedding and clear surfaces.'),
      tile('/listings/salle-de-bain.svg', 'Salle de bain rénovée', 'Renovated bathroom', 'La salle de bain', 'The bathroom', 'Joints refaits et serviettes blanches : propre et invitant.', 'Fresh grout and white towels: clean and inviting.'),
    ],
  },
};

export const textImgMultipleBlock1Schema = defineBlockSchema({
  type: 'text_img_multiple_block_1',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Texte et mosaïque d’images', en: 'Text and image mosaic' },
  fields: textImgMultipleBlock1Fields,
  params: textImgMultipleBlock1Params,
  demo: textImgMultipleBlock1Demo,
});
