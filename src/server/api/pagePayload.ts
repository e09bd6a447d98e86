/**
 * Building the page payload of `POST /page` and `POST /page/{site_id}` (spec 000 §3 "Page data
 * from the server", §7 "Page") from a site row and, when one matched, a page.
 */
import type { z } from 'zod';
import { frozenMemo } from '../../lib/frozenMemo';
import { primaryDomainOf } from '../../lib/publicOrigin';
import type { PagePayload } from '../../schema/page';
import { pageContentOverride } from '../../schema/pageDocument';
import type { PageWithPaths } from '../db/repositories/pages';
import type { SiteRow } from '../db/schema';
import { parsedSiteSettings, publicRecaptcha } from '../db/siteSettings';

/** A page's `content.override`, parsed. */
type PageContentOverride = z.output<typeof pageContentOverride>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deep merge of plain objects: `override` wins; arrays and scalars are replaced, `undefined` and
 * empty strings in the override are ignored (an empty page title keeps the site default).
 */
export function deepMerge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) {
    return override === undefined || override === '' ? base : (override as T);
  }
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    result[key] = key in result ? deepMerge(result[key], value) : value;
  }
  return result as T;
}

/** A stored `override` parsed, or the paths that made it unreadable (a kept page row's once: read only). */
const parsedOverride = frozenMemo((override): { data: PageContentOverride } | { unreadable: string } => {
  const parsed = pageContentOverride.safeParse(override);
  return parsed.success ? { data: parsed.data } : { unreadable: parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ') };
});

/**
 * The stored `override` as the renderer may use it: content written before every save parsed the
 * whole document could hold a malformed override (a footer that is not a block list, SEO pointing
 * elsewhere); such an override is left out with a warning instead of breaking the page.
 */
function servableOverride(override: unknown, pageId: string | undefined): PageContentOverride | undefined {
  if (override === undefined) return undefined;
  const parsed = parsedOverride(override);
  if ('data' in parsed) return parsed.data;
  console.warn(`Page ${pageId ?? '?'}: content.override ignored (${parsed.unreadable})`);
  return undefined;
}

/** Shape the payload builder needs besides the site: whether the caller is production. */
export interface PayloadOptions {
  production: boolean;
  /** Content served instead of the page's published content (draft preview, variant). */
  content?: PageWithPaths['page']['content'];
  /** Title served instead of the published title (draft preview). */
  title?: PageWithPaths['page']['title'];
  /** The variant being previewed; default null. */
  variant?: { id: string; name: string; color: string } | null;
}

/**
 * The full payload of a site, for a page or for "no page" (404: empty `content.fields`, so the
 * error page keeps the site's header and footer).
 * - `seo`: the site's defaults deep-merged with the page's `content.override.seo`;
 * - `alternate_paths`: every locale path of the page; `location` null; `variant` null unless
 *   `options.variant` (then `options.content` is the variant's content).
 * @throws ZodError when the stored site settings are unreadable (the caller answers 500).
 */
export function buildPagePayload(site: SiteRow, page: PageWithPaths | null, options: PayloadOptions): PagePayload {
  const settings = parsedSiteSettings(site.settings);
  const stored = options.content ?? page?.page.content ?? { fields: [] };
  const override = servableOverride(stored.override, page?.page.id);
  const content = { fields: stored.fields, ...(override ? { override } : {}) };
  const seo = deepMerge(settings.seo, override?.seo);
  return {
    production: options.production,
    microsite_id: site.micrositeId,
    site_id: site.id,
    site_type: site.siteType,
    site_key: site.siteKey,
    primary_domain: primaryDomainOf(site.domains),
    recaptcha: publicRecaptcha(settings),
    seo,
    theme: settings.theme,
    metadata: settings.metadata,
    header: { fields: site.header?.fields ?? [] },
    footer: { fields: site.footer?.fields ?? [] },
    variant: options.variant ?? null,
    content: content as PagePayload['content'],
    alternate_paths: page?.paths ?? [],
    title: options.title ?? page?.page.title ?? {},
    location: null,
  };
}
