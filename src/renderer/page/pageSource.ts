/**
 * Where a page route gets its page (spec 000 §4 "Page load"; ARCHITECTURE "Data flow").
 *
 * On the server, {@link createServerPageSource} asks the content API (embedded in process, or
 * `CORE_API_URL`) and prepares the answer's blocks (src/renderer/page/preparePage.ts). In the
 * browser, src/renderer/page/browserPageSource.ts asks the site's own server for the same prepared
 * outcome (`POST /api/page-data`), so public pages never parse or sanitise blocks themselves.
 */
import type { SiteMemory } from '../routerContext';
import type { PreparedOutcome } from './preparePage';

/** A prepared outcome, or a redirect to follow. */
export type PageSourceOutcome = PreparedOutcome | { kind: 'redirect'; status: 301 | 302; location: string };

/** What a page load asks for. */
export interface PageRequest {
  /** Path without query string or trailing slash (`/fr/contact`). */
  path: string;
  /** Search params as the flat string map the API expects. */
  query?: Record<string, string>;
  /** `?qa_preview=1`: the draft (served to a logged-in editor only). */
  draft: boolean;
  /** The site the first load of this router resolved (`POST /page/{site_id}` after it). */
  site: SiteMemory;
  /** True when the router only preloads the page (hover, idle prefetch): nothing is downloaded beyond the data. */
  preload?: boolean;
}

/** Loads pages for the router. */
export interface PageSource {
  load(request: PageRequest): Promise<PageSourceOutcome>;
}
