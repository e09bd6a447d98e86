/**
 * The page document as the CMS stores it (spec 000 §3 "content": `fields` and `override`):
 * drafts, published content, versions and variants all hold this shape.
 *
 * Every write path (draft save, variant save, version restore, publish, content import) parses the
 * whole document with {@link pageDocument}, so nothing reaches the database that the renderer
 * cannot read: unknown parts are refused (strict objects), the footer override is a block list,
 * and a page's own SEO may only describe this page — its canonical URL is a path on the site, never
 * another domain, and JSON-LD stays server-generated (listing pages), never editor-written.
 */
import { z } from 'zod';
import { blockList } from './block';
import { localized } from './content';
import { requiredMediaUrl, sitePath } from './safeUrl';

export { sitePath };

const seoEntry = z.object({
  title: z.string().max(300).optional(),
  description: z.string().max(1000).optional(),
  image: requiredMediaUrl.optional(),
});

const ROBOTS_DIRECTIVE = '(?:all|none|index|noindex|follow|nofollow|noarchive|nosnippet|noimageindex|notranslate)';

/** A robots meta value made of known directives, e.g. `noindex, follow`. */
export const robotsRule = z
  .string()
  .regex(new RegExp(`^${ROBOTS_DIRECTIVE}(?:\\s*,\\s*${ROBOTS_DIRECTIVE})*$`, 'i'), {
    error: 'Use robots directives such as “noindex, follow”.',
  });

/** The page's own SEO (`content.override.seo`): texts, images, canonical path, robots rule. */
export const pageSeoOverride = z.strictObject({
  global: localized(seoEntry).optional(),
  facebook: localized(seoEntry).optional(),
  twitter: localized(seoEntry).optional(),
  canonical_url: localized(sitePath).optional(),
  robots_index_rule: robotsRule.optional(),
});

/** `content.override`: the page's SEO and a footer that replaces the site's on this page. */
export const pageContentOverride = z.strictObject({
  seo: pageSeoOverride.optional(),
  footer: z.strictObject({ fields: blockList }).optional(),
});

/** The whole stored page document: `{ fields: Block[], override?: { seo?, footer? } }`. */
export const pageDocument = z.strictObject({
  fields: blockList,
  override: pageContentOverride.optional(),
});
export type PageDocument = z.infer<typeof pageDocument>;
export type PageContentOverride = z.infer<typeof pageContentOverride>;

/** The block lists of a document with where they sit: the page body, then the footer override. */
export function documentBlockLists(document: PageDocument): { area: 'content' | 'footer'; blocks: PageDocument['fields'] }[] {
  const lists: { area: 'content' | 'footer'; blocks: PageDocument['fields'] }[] = [{ area: 'content', blocks: document.fields }];
  if (document.override?.footer) lists.push({ area: 'footer', blocks: document.override.footer.fields });
  return lists;
}
