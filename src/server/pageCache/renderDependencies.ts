/**
 * What one server render read, collected while it runs: the content API's page resolver and the
 * feeds it fills note the data a page shows ({@link noteDependency}) and whether the answer is
 * private to the visitor ({@link notePrivateAnswer}: a draft preview, an unpublished variant).
 *
 * The collector travels with the render's async context (`AsyncLocalStorage`), through the
 * in-process content API call, so nothing is added to the API's wire answers. Outside a render
 * (a browser calling the API over HTTP) noting does nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Tags of the data a page shows. A page's cached HTML carries its tags; a write that changes
 * the data drops every entry carrying the matching tag (see contentChanges.ts).
 */
export const dependencyTag = {
  /** Settings, theme, header, footer, domains of a site: every page of the site. */
  site: (siteId: string) => `site:${siteId}`,
  /** A request path of a site (a redirect from it, a page appearing at it). */
  path: (siteId: string, path: string) => `path:${siteId}:${path}`,
  /** A CMS page: its published content, title, status, paths. */
  page: (pageId: string) => `page:${pageId}`,
  /** A content variant of a page, asked with `?variant=`. */
  variant: (pageId: string, variantId: string) => `variant:${pageId}:${variantId}`,
  /** The site's listings as listing blocks show them (feeds, counts, maps). */
  listings: (siteId: string) => `listings:${siteId}`,
  /** One listing page (`/fr/proprietes/{slug}-{uls}`). */
  listing: (siteId: string, uls: string) => `listing:${siteId}:${uls}`,
  /** The site's published articles as blog blocks show them (grids, archives, "keep reading"). */
  articles: (siteId: string) => `articles:${siteId}`,
  /** One article's post page. */
  article: (siteId: string, articleId: number | string) => `article:${siteId}:${articleId}`,
  /**
   * The site's directory (members, offices, partners, bank partners, testimonials, rewards) as
   * directory blocks, broker profiles and offices pages show it.
   */
  directory: (siteId: string) => `directory:${siteId}`,
  /**
   * A media-library image shown by the page (its facts in the payload's `media_library`: size,
   * placeholder, the focal point its crops are centred on), by content hash, whatever the site.
   */
  media: (hash: string) => `media:${hash}`,
} as const;

/** What a render collected. */
export interface RenderDependencies {
  /** Tags of the data shown (see {@link dependencyTag}). */
  tags: Set<string>;
  /** The answer holds something only this visitor may see (draft, unpublished variant). */
  private: boolean;
  /** The content API resolved the page (a render that never asked for a page is not cached). */
  pageResolved: boolean;
}

const storage = new AsyncLocalStorage<RenderDependencies>();
/** Collections under way: the storage (and with it the process's promise hooks) is on only while one runs. */
let collecting = 0;

/**
 * Runs `work` with a fresh collector; returns its result and what it collected. While no
 * collection runs the storage is disabled, so answers that collect nothing (cache hits, API
 * calls) do not pay for async context tracking.
 */
export async function collectDependencies<T>(work: () => Promise<T>): Promise<{ result: T; dependencies: RenderDependencies }> {
  const dependencies: RenderDependencies = { tags: new Set(), private: false, pageResolved: false };
  collecting += 1;
  try {
    const result = await storage.run(dependencies, work);
    return { result, dependencies };
  } finally {
    collecting -= 1;
    if (collecting === 0) storage.disable();
  }
}

/** Notes that the current render shows the data behind `tags` (no-op outside a render). */
export function noteDependency(...tags: string[]): void {
  const current = storage.getStore();
  if (!current) return;
  for (const tag of tags) current.tags.add(tag);
}

/** Notes that the content API resolved the page of the current render (no-op outside a render). */
export function notePageResolved(): void {
  const current = storage.getStore();
  if (current) current.pageResolved = true;
}

/** Notes that the current render's answer is private to its visitor (no-op outside a render). */
export function notePrivateAnswer(): void {
  const current = storage.getStore();
  if (current) current.private = true;
}
