/**
 * A site's content as one JSON document: settings, header, footer,
 * pages (paths, status, title, content, content variants) and redirects,
 * in the content API's wire shapes.
 * Used for backups, moving a site between databases and hand-written content.
 */
import { z } from 'zod';
import { blockList } from '../../schema/block';
import { localeCode, localized } from '../../schema/content';
import { pageDocument } from '../../schema/pageDocument';
import type { Database } from '../db/client';
import { listSitePages } from '../db/repositories/pages';
import { listPageVariants } from '../db/repositories/pageVariants';
import { listRedirects } from '../db/repositories/redirects';
import type { SiteRow } from '../db/schema';
import { siteSettings } from '../db/siteSettings';
import { normalizePagePath } from '../api/requestPaths';
import { invalidBlocks } from '../cms/blockValidation';
import { unknownBlockKeys } from '../../blocks/validateBlock';
import { replaceSiteContent, type SitePagesWritten } from '../documents/siteContentWrite';

export const SITE_CONTENT_FORMAT = 'vitrine-site-content';

const pathString = z
  .string()
  .startsWith('/', { error: 'must start with /' })
  .refine((p) => !p.startsWith('/') || normalizePagePath(p) === p, {
    error: 'must have no query, no trailing slash and no double slash',
  });

/** A page's content: the whole stored document, parsed as every CMS write parses it. */
const pageContentEntry = pageDocument;

/**
 * A content variant of a page (spec 000 §3 `variant (name, color, id)`): `id` is what `?variant=`
 * carries (lower-case letters, digits, hyphens), `color` the banner colour `#rrggbb`.
 */
const variantEntry = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must use lower-case letters, digits and hyphens' }).max(80),
  name: z.string().trim().min(1).max(60),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour as #rrggbb' })
    .transform((value) => value.toLowerCase()),
  content: pageContentEntry,
  /** Public at `?variant=` (files written before variant publishing: true, as they were served). */
  published: z.boolean().default(true),
});

const pageEntry = z.object({
  key: z.string().min(1),
  status: z.number().int().min(100).max(599).default(200),
  published: z.boolean().default(true),
  title: localized(z.string()).default({}),
  content: pageContentEntry,
  paths: z.array(z.object({ locale: localeCode, path: pathString })).min(1),
  /** The page's content variants, oldest first (absent in files written before variants). */
  variants: z.array(variantEntry).default([]),
});

const redirectEntry = z.object({
  from_path: pathString,
  to_path: z.string().min(1),
  status: z.union([z.literal(301), z.literal(302)]).default(301),
});

/** The file format. `site` is informational (the CLI's `<site>` argument picks the target). */
export const siteContentFile = z
  .object({
    format: z.literal(SITE_CONTENT_FORMAT),
    version: z.literal(1),
    site: z
      .object({
        site_id: z.string(),
        microsite_id: z.string(),
        site_type: z.enum(['broker', 'agency']),
        domains: z.array(z.string()),
      })
      .partial()
      .optional(),
    settings: siteSettings,
    header: z.object({ fields: blockList }),
    footer: z.object({ fields: blockList }),
    pages: z.array(pageEntry),
    redirects: z.array(redirectEntry).default([]),
  });
export type SiteContentFile = z.output<typeof siteContentFile>;

interface Issue {
  path: (string | number)[];
  message: string;
}

/**
 * Duplicate page keys, page paths and redirect sources. Checked on the raw JSON so they are
 * reported together with the schema's own issues.
 */
function duplicateIssues(json: unknown): Issue[] {
  const issues: Issue[] = [];
  const file = (json ?? {}) as { pages?: unknown; redirects?: unknown };
  const keys = new Set<unknown>();
  const paths = new Set<unknown>();
  const variantIds = new Set<unknown>();
  (Array.isArray(file.pages) ? file.pages : []).forEach((page, i) => {
    const variants = (page as { variants?: unknown })?.variants;
    (Array.isArray(variants) ? variants : []).forEach((variant, j) => {
      const id = (variant as { id?: unknown })?.id;
      if (typeof id !== 'string') return;
      if (variantIds.has(id)) issues.push({ path: ['pages', i, 'variants', j, 'id'], message: `duplicate variant id "${id}"` });
      variantIds.add(id);
    });
    const key = (page as { key?: unknown })?.key;
    if (typeof key === 'string') {
      if (keys.has(key)) issues.push({ path: ['pages', i, 'key'], message: `duplicate page key "${key}"` });
      keys.add(key);
    }
    const list = (page as { paths?: unknown })?.paths;
    (Array.isArray(list) ? list : []).forEach((entry, j) => {
      const path = (entry as { path?: unknown })?.path;
      if (typeof path !== 'string') return;
      if (paths.has(path)) issues.push({ path: ['pages', i, 'paths', j, 'path'], message: `duplicate path "${path}"` });
      paths.add(path);
    });
  });
  const froms = new Set<unknown>();
  (Array.isArray(file.redirects) ? file.redirects : []).forEach((redirect, i) => {
    const from = (redirect as { from_path?: unknown })?.from_path;
    if (typeof from !== 'string') return;
    if (froms.has(from)) issues.push({ path: ['redirects', i, 'from_path'], message: `duplicate redirect "${from}"` });
    froms.add(from);
  });
  return issues;
}

/** Reads every piece of a site's content into a {@link SiteContentFile}. */
export async function exportSiteContent(db: Database, site: SiteRow): Promise<SiteContentFile> {
  const pages = await listSitePages(db, site.id);
  const variants = await Promise.all(pages.map(({ page }) => listPageVariants(db, page.id)));
  return {
    format: SITE_CONTENT_FORMAT,
    version: 1,
    site: { site_id: site.id, microsite_id: site.micrositeId, site_type: site.siteType, domains: site.domains },
    settings: siteSettings.parse(site.settings ?? {}),
    header: { fields: blockList.parse(site.header?.fields ?? []) },
    footer: { fields: blockList.parse(site.footer?.fields ?? []) },
    pages: pages.map(({ page, paths }, i) => ({
      key: page.key,
      status: page.status,
      published: page.published,
      title: page.title,
      content: page.content as SiteContentFile['pages'][number]['content'],
      paths,
      variants: variants[i].map((variant) => ({
        id: variant.id,
        name: variant.name,
        color: variant.color,
        content: variant.content as SiteContentFile['pages'][number]['content'],
        published: variant.publishedAt !== null,
      })),
    })),
    redirects: await listRedirects(db, site.id),
  };
}

/** `pages[2].content.fields` from `['pages', 2, 'content', 'fields']`. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.map((seg, i) => (typeof seg === 'number' ? `[${seg}]` : `${i === 0 ? '' : '.'}${String(seg)}`)).join('');
}

/**
 * Parses a content file: the whole file, and no key that no block reads in any block (header,
 * footer, pages, their footer overrides and variants), as every CMS write path refuses.
 * @throws Error with one readable line per problem (`pages[2].paths[0].path: must start with /`).
 */

export function parseSiteContent(json: unknown): SiteContentFile {
  const parsed = siteContentFile.safeParse(json);
  const duplicates = duplicateIssues(json);
  const unknown = parsed.success ? unknownKeyIssues(parsed.data) : [];
  if (parsed.success && duplicates.length === 0 && unknown.length === 0) return parsed.data;
  const issues = [...(parsed.success ? [] : parsed.error.issues), ...duplicates, ...unknown];
  const lines = issues.map((issue) => `  - ${formatPath(issue.path) || '(file)'}: ${issue.message}`);
  throw new Error(`Invalid site content file:\n${lines.join('\n')}`);
}

/** The keys no block schema reads, as issues with their path in the file. */
function unknownKeyIssues(file: SiteContentFile): { path: (string | number)[]; message: string }[] {
  const lists: { path: (string | number)[]; blocks: readonly unknown[] }[] = [
    { path: ['header', 'fields'], blocks: file.header.fields },
    { path: ['footer', 'fields'], blocks: file.footer.fields },
  ];
  file.pages.forEach((page, i) => {
    const contents = [{ path: ['pages', i, 'content'], content: page.content }, ...(page.variants ?? []).map((variant, v) => ({ path: ['pages', i, 'variants', v, 'content'], content: variant.content }))];
    for (const { path, content } of contents) {
      lists.push({ path: [...path, 'fields'], blocks: content.fields });
      if (content.override?.footer) lists.push({ path: [...path, 'override', 'footer', 'fields'], blocks: content.override.footer.fields });
    }
  });
  return lists.flatMap(({ path, blocks }) => blocks.flatMap((block, index) => unknownBlockKeys(block).map((issue) => ({ path: [...path, index, ...issue.path], message: issue.message }))));
}

/** What an import wrote. `renamedVariants` maps a file's variant id to the id it got. */
export type ImportCounts = SitePagesWritten;

/**
 * Blocks the public site would skip (unknown type, an item placed on a page, fields or params
 * refused by the block's schema), checked with the server-safe block schemas like the publish
 * check: the site's header and footer and every published page (body and footer override). The
 * import still writes them (as the file says); the CLI lists them as warnings.
 * @returns one readable line per problem, e.g. `pages[2].content.fields[0].fields.main_title: …`
 */
export function blockWarnings(file: SiteContentFile): string[] {
  const issues: Issue[] = [];
  const report = (path: (string | number)[], blocks: SiteContentFile['header']['fields']) =>
    invalidBlocks(blocks).forEach((block) =>
      block.issues.forEach((issue) => issues.push({ path: [...path, block.index, ...issue.path], message: `${block.block_type}: ${issue.message}` })),
    );
  report(['header', 'fields'], file.header.fields);
  report(['footer', 'fields'], file.footer.fields);
  file.pages.forEach((page, i) => {
    if (!page.published) return;
    report(['pages', i, 'content', 'fields'], page.content.fields);
    if (page.content.override?.footer) report(['pages', i, 'content', 'override', 'footer', 'fields'], page.content.override.footer.fields);
  });
  return issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

/**
 * Replaces a site's settings, header, footer, pages (with their content variants) and redirects
 * with the file's, in one transaction (all or nothing). The site's identity (id, microsite id,
 * key, domains) is kept; the site's old variants go with its old pages.
 * @returns how many pages, variants and redirects were written, and the renamed variant ids.
 */
export async function importSiteContent(db: Database, site: SiteRow, file: SiteContentFile): Promise<ImportCounts> {
  return replaceSiteContent(db, site, file);
}
