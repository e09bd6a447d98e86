/**
 * The page loader (spec 000 §4 "Page load", §7 "Page"; ARCHITECTURE "Data flow").
 *
 * Runs in the router loader on the server and in the browser; never touches the database, only
 * `context.pages` (see pageSource.ts). The first load of a router asks by domain (request host
 * without port on the server, `location.hostname` in the browser); the site id of that answer is
 * remembered and later loads ask by site id. `query` carries the search params (`variant` selects
 * a content variant) and `?qa_preview=1` asks for the draft (served only with a CMS session); a
 * redirect outcome is thrown as a TanStack redirect with the real 301/302 status, everything else
 * is returned for rendering with its blocks prepared.
 */
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../routerContext';
import type { PreparedOutcome } from './preparePage';

/** What a page route renders: the page, or an error page with its HTTP status, blocks prepared. */
export type RenderableOutcome = PreparedOutcome;

/** The request path without query string and without trailing slashes (`/fr/contact/` → `/fr/contact`). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A request's path as the site's pages are named, the way the routed app reads it: its escapes of
 * printable ASCII decoded (`/fr/%7Eete` → `/fr/~ete`), except `%25` and `%5C` (a `%` or `\\`
 * stays escaped); spaces, control characters and UTF-8 bytes stay escaped (`/fr/caf%C3%A9`).
 */
export function decodeSitePath(pathname: string): string {
  return pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const code = Number.parseInt(hex, 16);
    return code > 0x20 && code < 0x7f && code !== 0x25 && code !== 0x5c ? String.fromCharCode(code) : escape;
  });
}

/** Search params as the flat string map the API expects (`query`); empty → undefined. */
export function toQuery(search: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!search) return undefined;
  const entries = Object.entries(search)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)] as const);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Query parameter of the QA draft preview: `?qa_preview=1` asks for the draft. */
export const DRAFT_PREVIEW_PARAM = 'qa_preview';

/**
 * Whether the location asks for the draft preview (`?qa_preview=1`). The API serves the draft
 * only to a logged-in editor; anonymous visitors get the published page.
 */
export function wantsDraftPreview(search: Record<string, unknown> | undefined): boolean {
  const value = search?.[DRAFT_PREVIEW_PARAM];
  return value === '1' || value === 1 || value === true;
}

/** The domain the site is looked up by: host without port. */
export function domainOf(context: Pick<RouterContext, 'request'>): string {
  const host = context.request?.host ?? (typeof window !== 'undefined' ? window.location.host : 'localhost');
  return host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

/**
 * What the page source is asked for a location: its normalised path, its query as the API's
 * string map, whether it is the draft preview.
 * @param location the path and the parsed search params (the router's `location.search`)
 */
export function pageLoadRequest(location: { pathname: string; search?: Record<string, unknown> }): { path: string; query?: Record<string, string>; draft: boolean } {
  return { path: normalizePath(location.pathname), query: toQuery(location.search), draft: wantsDraftPreview(location.search) };
}

/**
 * Loads the page at `pathname`.
 * @param preload true when the router only preloads (hover, idle prefetch)
 * @returns the page or error outcome to render
 * @throws a TanStack `redirect` for 301/302 answers with a location
 */
export async function loadPage(
  context: Pick<RouterContext, 'pages' | 'site'>,
  location: { pathname: string; search?: Record<string, unknown> },
  preload = false,
): Promise<RenderableOutcome> {
  const outcome = await context.pages.load({ ...pageLoadRequest(location), site: context.site, preload });
  if (outcome.kind === 'redirect') {
    throw redirect({ href: outcome.location, statusCode: outcome.status });
  }
  const payload = outcome.payload;
  if (payload && !context.site.site_id) {
    context.site.site_id = payload.site_id;
    context.site.production = payload.production;
  }
  return outcome;
}
