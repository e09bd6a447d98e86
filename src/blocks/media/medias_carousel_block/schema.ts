/**
 * `medias_carousel_block` (spec 001 §2 "medias carousel", §3 "Medias carousel item", §4 "Carousels",
 * "Video", §9 "Medias carousel autoplay 6000 ms"): a title above a carousel of images and videos
 * (`media_item`), one large slide at a time, advancing by itself every 6 s.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { mediaItem } from '../media_item/schema';
import { MEDIAS_CAROUSEL_AUTOPLAY_MS } from './constants';


export const mediasCarouselFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: link.optional(),
  medias_repeater: repeater(mediaItem),
});
export const mediasCarouselParams = z.object({ color_scheme: colorSchemeName.optional() });

const text = (fr: string, en: string) => ({ fr, en });
const slide = (file: string, altFr: string, altEn: string, titleFr: string, titleEn: string, fr: string, en: string) => ({
  block_type: 'media_item' as const,
  fields: {
    main_title: text(titleFr, titleEn),
    description: text(`<p>${fr}</p>`, `<p>${en}</p>`),
    media: { image: { media: { fr: { url: `/neighbourhoods/${file}.svg`, alt: altFr }, en: { url: `/neighbourhoods/${file}.svg`, alt: altEn } } } },
  },
});

/** Demo: Brossard in pictures — a YouTube tour, then its parks, transit, schools and shops. */
export const mediasCarouselDemo: { block_params?: z.input<typeof mediasCarouselParams>; fields: z.input<typeof mediasCarouselFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: text('En images', 'In pictures'),
    main_title: text('La vie à Brossard', 'Life in Brossard'),
    description: text(
      '<p>Des parcs au bord de l’eau, le REM à quinze minutes du centre-ville et des rues commerçantes animées.</p>',
      '<p>Riverside parks, the REM fifteen minutes from downtown and lively shopping streets.</p>',
    ),
    medias_repeater: [
      {
        block_type: 'media_item',
        fields: {
          main_title: text('Visite du quartier', 'A tour of the neighbourhood'),
          description: text('<p>Trois minutes pour découvrir le secteur avec Julie.</p>', '<p>Three minutes to discover the area with Julie.</p>'),
          media: {
            image: { media: { fr: { url: '/blog/neighbourhood.svg', alt: '' }, en: { url: '/blog/neighbourhood.svg', alt: '' } } },
            video: { external_sources: [{ type: 'youtube', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' }], loop: false, muted: false },
          },
        },
      },
      slide('parc', 'Un parc boisé au bord de l’eau', 'A wooded park by the water', 'Les parcs riverains', 'Riverside parks', 'Sentiers, jeux d’eau et pistes cyclables le long du fleuve.', 'Trails, splash pads and bike paths along the river.'),
      slide('transport', 'Un train léger du REM en station', 'An REM light-rail train at a station', 'Le REM', 'The REM', 'Le centre-ville de Montréal en quinze minutes, sans voiture.', 'Downtown Montréal in fifteen minutes, without a car.'),
      slide('ecole', 'Une école primaire entourée d’arbres', 'A primary school among trees', 'Écoles et familles', 'Schools and families', 'Des écoles primaires et secondaires réputées, en français et en anglais.', 'Well-regarded primary and secondary schools, in French and English.'),
      slide('marche', 'Une rue bordée de commerces', 'A street lined with shops', 'Commerces de proximité', 'Local shops', 'Le Quartier DIX30 et les marchés de quartier, à deux pas.', 'Quartier DIX30 and neighbourhood markets, close at hand.'),
    ],
  },
};

export const mediasCarouselBlockSchema = defineBlockSchema({
  type: 'medias_carousel_block',
  family: 'media',
  colorScheme: true,
  label: { fr: 'Carrousel de médias', en: 'Medias carousel' },
  fields: mediasCarouselFields,
  params: mediasCarouselParams,
  demo: mediasCarouselDemo,
});

export { MEDIAS_CAROUSEL_AUTOPLAY_MS };
