/**
 * `media_item` (spec 001 §3 "Medias carousel item: main_title, description, cta, media"): one slide
 * of the medias carousel — an image or a video (a file, or a YouTube / Vimeo address) with its
 * title, text and link. Rendered by `medias_carousel_block`; never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { link, localizedText, mediaValue, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';

export const mediaItemFields = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: link.optional(),
  media: mediaValue,
});
/** The repeater entry envelope `{block_type: 'media_item', block_params, fields}`. */
export const mediaItem = itemBlock('media_item', mediaItemFields);
export type MediaItemValue = z.output<typeof mediaItem>;

/** Demo: the riverside park of Brossard, an image slide. */
export const mediaItemDemo: { fields: z.input<typeof mediaItemFields> } = {
  fields: {
    main_title: { fr: 'Le parc de la Cité', en: 'Parc de la Cité' },
    description: {
      fr: '<p>Sentiers, jeux d’eau et pistes cyclables à deux pas des écoles du secteur.</p>',
      en: '<p>Trails, splash pads and bike paths a short walk from the local schools.</p>',
    },
    media: {
      image: {
        media: {
          fr: { url: '/neighbourhoods/parc.svg', alt: 'Un parc boisé au bord de l’eau' },
          en: { url: '/neighbourhoods/parc.svg', alt: 'A wooded park by the water' },
        },
      },
    },
  },
};

export const mediaItemBlockSchema = defineBlockSchema({
  type: 'media_item',
  family: 'media',
  item: true,
  label: { fr: 'Média du carrousel', en: 'Carousel media' },
  fields: mediaItemFields,
  params: z.object({}),
  demo: mediaItemDemo,
});
