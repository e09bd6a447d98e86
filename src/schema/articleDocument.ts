/**
 * The article document as the CMS stores it (spec 001 §3 "Blog article", "Post"): drafts and
 * versions hold this shape, and publishing copies it onto the article's public columns.
 *
 * Every write path (draft save, version restore, publish) parses the whole document with
 * {@link articleDocument}: unknown parts are refused (strict objects), slugs are URL-safe, the cover
 * is a site path or an https address, and the body is a block list (whose blocks must be article
 * body blocks, checked with their own schemas by the server).
 */
import { z } from 'zod';
import { blockList } from './block';
import { requiredMediaUrl } from './safeUrl';

/** A URL slug: lower-case ASCII words joined by hyphens, e.g. `acheter-sa-premiere-maison`. */
export const articleSlug = z
  .string()
  .max(80, 'At most 80 characters.')
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'Use lower-case letters, digits and hyphens (e.g. acheter-sa-premiere-maison).' });


const perLocale = <T extends z.ZodType>(value: T) => z.strictObject({ fr: value.optional(), en: value.optional() });
const tag = z.string().trim().min(1).max(40, 'A tag has at most 40 characters.');

export const articleDocument = z.strictObject({
  title: perLocale(z.string().max(200, 'At most 200 characters.')),
  slug: perLocale(articleSlug),
  excerpt: perLocale(z.string().max(300, 'At most 300 characters.')),
  body: z.strictObject({ fields: blockList }),
  cover: z.strictObject({ url: requiredMediaUrl, alt: perLocale(z.string().max(300)) }).nullable(),
  author_id: z.number().int().positive().nullable(),
  category_ids: z.array(z.number().int().positive()).max(20),
  tags: perLocale(z.array(tag).max(12, 'At most 12 tags.')),
  featured: z.boolean(),
});
export type ArticleDocument = z.infer<typeof articleDocument>;

/** The languages an article is complete in: a title and a slug. */
export function articleLanguages(document: Pick<ArticleDocument, 'title' | 'slug'>): ('fr' | 'en')[] {
  return (['fr', 'en'] as const).filter((locale) => Boolean(document.title[locale]?.trim()) && Boolean(document.slug[locale]));
}

/** A new, empty article document. */
export function emptyArticleDocument(title: { fr?: string; en?: string } = {}): ArticleDocument {
  return { title, slug: {}, excerpt: {}, body: { fields: [] }, cover: null, author_id: null, category_ids: [], tags: {}, featured: false };
}
