/**
 * `article_video_block`: a video of an article body (files in `video.sources`, or a YouTube /
 * Vimeo address in `external_sources`; played by the shared video player), with its caption per locale (spec 001 §3 "Post": main_content blocks;
 * spec 000 §3 "video").
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { localizedText, video } from '../../../schema/content';

export const articleVideoBlockFields = z.object({ video, caption: localizedText.optional() });
export const articleVideoBlockParams = z.object({});

/** Demo: a short property tour (the poster shows until the visitor plays it). */
export const articleVideoBlockDemo: { fields: z.input<typeof articleVideoBlockFields> } = {
  fields: {
    video: {
      sources: [{ type: 'video/mp4', url: '/media/visite-condo.mp4' }],
      poster: { fr: '/blog/condo.svg', en: '/blog/condo.svg' },
      controls: true,
      loop: false,
      muted: false,
    },
    caption: { fr: 'Visite d’un condo à Brossard.', en: 'A tour of a Brossard condo.' },
  },
};

export const articleVideoBlockSchema = defineBlockSchema({
  type: 'article_video_block',
  family: 'blog',
  articleBody: true,
  label: { fr: 'Vidéo d’article', en: 'Article video' },
  fields: articleVideoBlockFields,
  params: articleVideoBlockParams,
  demo: articleVideoBlockDemo,
});
