/**
 * `blog_post_block` (spec 001 §2 "blog post page", §3 "Post", §4 "Blog post", §9 reading time):
 * an article's header (category, title, author, date, reading time, cover), its body blocks
 * (`main_content`: article text, image, quote, list and video blocks), its tags and the share list
 * (in the header below the extra-large breakpoint, above the content from it).
 *
 * The content API composes it for `/fr/blogue/{slug}-{id}` and `/en/blog/{slug}-{id}`; the
 * article's date, reading time and paths travel in `block_params.article`.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { blockEnvelope, repeater } from '../../../schema/block';
import { fieldMeta, image, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { tagItem } from '../../content/tag_item/schema';

/** What the post shows beside its fields: from the article row. */
export const blogPostArticle = z.object({
  id: z.number().int(),
  /** ISO 8601 date-times. */
  published_at: z.string(),
  updated_at: z.string().optional(),
  /** Minutes per locale the article exists in. */
  read_time: z.object({ fr: z.number().int().optional(), en: z.number().int().optional() }),
  /** The first category's label per locale. */
  category: localizedText.optional(),
  /** The archive path per locale (the language warning's "back to the blog"). */
  archive_path: z.object({ fr: z.string(), en: z.string() }),
});
fieldMeta.add(blogPostArticle, { serverData: true });
export type BlogPostArticle = z.infer<typeof blogPostArticle>;

const mainContent = z.array(blockEnvelope).default([]);
fieldMeta.add(mainContent, { serverData: true });

export const blogPostBlockFields = z.object({
  main_title: localizedText,
  main_image: image.optional(),
  author_name: z.string().optional(),
  author_avatar: image.optional(),
  /** The article body: article_* blocks whose texts are per locale. */
  main_content: mainContent,
  tags_repeater: repeater(tagItem),
});
export const blogPostBlockParams = z.object({ article: blogPostArticle.optional() });

const t = (fr: string, en: string) => ({ fr, en });

/** Demo: a short first-home article. */
export const blogPostBlockDemo: { block_params?: z.input<typeof blogPostBlockParams>; fields: z.input<typeof blogPostBlockFields> } = {
  block_params: {
    article: {
      id: 1,
      published_at: '2026-09-14T13:00:00.000Z',
      read_time: { fr: 4, en: 4 },
      category: t('Acheter', 'Buying'),
      archive_path: { fr: '/fr/blogue', en: '/en/blog' },
    },
  },
  fields: {
    main_title: t('Acheter sa première maison : par où commencer?', 'Buying your first home: where to start?'),
    main_image: { media: { fr: { url: '/blog/keys.svg', alt: 'Des clés de maison' }, en: { url: '/blog/keys.svg', alt: 'House keys' } } },
    author_name: 'Julie Tremblay',
    author_avatar: { media: { fr: { url: '/images/portrait.svg', alt: 'Julie Tremblay' }, en: { url: '/images/portrait.svg', alt: 'Julie Tremblay' } } },
    main_content: [
      {
        block_type: 'article_text_block',
        block_params: {},
        fields: {
          content: t(
            '<p>Un premier achat se prépare des mois à l’avance : budget, mise de fonds, préautorisation et choix du quartier.</p>',
            '<p>A first purchase takes months to prepare: budget, down payment, pre-approval and the choice of neighbourhood.</p>',
          ),
        },
      },
    ],
    tags_repeater: [{ block_type: 'tag_item', fields: { text: t('Premier achat', 'First home') } }],
  },
};

export const blogPostBlockSchema = defineBlockSchema({
  type: 'blog_post_block',
  family: 'blog',
  internal: true,
  bodyBlocks: 'main_content',
  label: { fr: 'Article de blogue', en: 'Blog post' },
  fields: blogPostBlockFields,
  params: blogPostBlockParams,
  demo: blogPostBlockDemo,
});
