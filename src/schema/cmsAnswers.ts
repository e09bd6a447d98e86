/**
 * The wire contract of the CMS API's document answers, read by `src/api` (each answer parsed with
 * these schemas) and written by `src/server/cms` (each answer typed with their input types, so a
 * server change that breaks the contract fails the type check):
 *
 * - the documents: a page (summary and detail), a page version, a variant, an article (summary and
 *   detail with its document), the site header, the general settings, a directory record;
 * - 409 `stale_revision`: someone saved the document since the revision the write started from;
 * - 422 `invalid_blocks`: the blocks a publish (or a save) refuses, each with its issues.
 */
import { z } from 'zod';
import { articleDocument } from './articleDocument';
import { blockEnvelope, blockList } from './block';
import { localized } from './content';
import { metadata, recaptcha, seo } from './page';
import { theme } from './theme';

const localizedString = z.object({ fr: z.string().optional().default(''), en: z.string().optional().default('') });
const localizedText = localized(z.string());
const locale = z.enum(['fr', 'en']);
const idString = z.union([z.string(), z.number()]).transform(String);

/** A row of the pages list. */
export const cmsPageSummary = z.object({
  id: idString,
  key: z.string().nullable().optional(),
  title: localizedString,
  paths: localizedString,
  status: z.union([z.string(), z.number()]).optional(),
  revision: z.number(),
  published: z.boolean().default(false),
  has_draft: z.boolean().default(false),
  updated_at: z.string().nullable().optional(),
  updated_by: z.string().nullable().optional(),
});
export type CmsPageSummary = z.infer<typeof cmsPageSummary>;

/** A page with its working content and, once published, its public content. */
export const cmsPage = cmsPageSummary.extend({
  content: z.object({ fields: blockList }).default({ fields: [] }),
  published_content: z.object({ fields: blockList }).nullable().optional(),
});
export type CmsPage = z.infer<typeof cmsPage>;

/** A published version of a page, with what changed from the one before. */
export const cmsVersion = z.object({
  id: idString,
  revision: z.number(),
  created_at: z.string(),
  created_by: z.string().nullable().optional(),
  summary: z.object({ added: z.number(), removed: z.number(), changed: z.number() }).default({ added: 0, removed: 0, changed: 0 }),
});
export type CmsVersion = z.infer<typeof cmsVersion>;

/** A content variant of a page: `id` is what `?variant=` carries. */
export const cmsVariant = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  /** Added to by every write of name, colour or content; what a change says it started from. */
  revision: z.number().int().optional(),
  updated_at: z.string().nullable().optional(),
  /** When it was made public at `?variant=`; null: only editors and preview links see it. */
  published_at: z.string().nullable().optional(),
});
export type CmsVariant = z.infer<typeof cmsVariant>;

/** A row of the articles list. */
export const cmsArticleSummary = z.object({
  id: z.number(),
  title: localizedText,
  status: z.enum(['draft', 'scheduled', 'published']),
  published_at: z.string().nullable(),
  languages: z.array(locale),
  public_languages: z.array(locale),
  featured: z.boolean(),
  author_id: z.number().nullable(),
  category_ids: z.array(z.number()),
  revision: z.number(),
  has_draft: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type CmsArticleSummary = z.infer<typeof cmsArticleSummary>;

/** An article with its working document. */
export const cmsArticle = cmsArticleSummary.extend({ document: articleDocument });
export type CmsArticle = z.infer<typeof cmsArticle>;

/** The site header (one header block) and the revision it was read at, bumped by each save. */
export const cmsHeader = z.object({
  header: z.object({ fields: z.array(blockEnvelope) }),
  revision: z.number().int(),
});
export type CmsHeader = z.infer<typeof cmsHeader>;

/** The editable general settings of a site (no revision). */
export const generalSettings = z.object({
  theme: theme,
  seo: seo.default({}),
  metadata: metadata,
  recaptcha: recaptcha.nullable().default(null),
});
export type GeneralSettings = z.infer<typeof generalSettings>;

/** `GET /api/cms/settings`: the settings and the revision they were read at, bumped by each save. */
export const settingsResponse = generalSettings.extend({ revision: z.number().int() });
export type SettingsResponse = z.infer<typeof settingsResponse>;

/** A directory record (broker, office, testimony…) as the directory routes list and answer it. */
export const cmsDirectoryItem = z.object({
  id: z.number(),
  record: z.record(z.string(), z.unknown()),
  position: z.number(),
  active: z.boolean(),
  revision: z.number().int(),
  updated_at: z.string(),
  /** A roster member or office: its feed key and the fields the feed owns. */
  feed: z
    .object({ key: z.string(), fields: z.array(z.string()).readonly() })
    .nullable()
    .optional(),
});

/** 409 `stale_revision`: the stored document's revision, who saved it and when (ISO 8601), when known. */
export const staleRevisionAnswer = z.object({
  error: z.literal('stale_revision'),
  message: z.string(),
  current_revision: z.number().int(),
  updated_at: z.string().nullable().optional(),
  updated_by: z.string().nullable().optional(),
});
export type StaleRevisionAnswer = z.infer<typeof staleRevisionAnswer>;

/** One refused block of a 422 `invalid_blocks`: where it is and what to fix. */
export const invalidBlockAnswer = z.object({
  /** The list holding the block: the page body (default), the page's footer override or the site header. */
  area: z.enum(['content', 'footer', 'header']).optional(),
  index: z.number().int(),
  block_type: z.string(),
  /** Each issue's path within the block, as a list (older answers: a dotted string). */
  issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])).or(z.string()), message: z.string() })),
});
export type InvalidBlockAnswer = z.infer<typeof invalidBlockAnswer>;

/** 422 `invalid_blocks`: every block the operation refuses. */
export const invalidBlocksAnswer = z.object({
  error: z.literal('invalid_blocks'),
  message: z.string(),
  blocks: z.array(invalidBlockAnswer),
});
export type InvalidBlocksAnswer = z.infer<typeof invalidBlocksAnswer>;
