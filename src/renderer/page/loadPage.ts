/**
 * The page loader (spec 000 §4 "Page load", §7 "Page"; ARCHITECTURE "Data flow").
 *
 * Runs in the router loader on the server and in the browser; never touches the database, only
 * `context.api`. The first load of a router asks `POST /page` with the domain (request host
 * without port on the server, `location.hostname` in the browser); the site id of that answer is
 * remembered and later loads ask `POST /page/{site_id}`. The answer is mapped with
 * `pageOutcome()` (a thrown failure with `thrownOutcome()`); `query` carries the search params
 * (`variant` selects a content variant) and `?qa_preview=1` asks with `production: false` (draft
 * preview, served only with a CMS session); a redirect outcome is thrown as a
 * TanStack redirect with the real 301/302 status, everything else is returned for rendering.
 */
import { redirect } from '@tanstack/react-router';
import { pageOutcome, thrownOutcome, type PageOutcomeError, type PageOutcomePage } from '../../api/pageOutcome';
import type { RouterContext } from '../routerContext';

/** What a page route renders: the page, or an error page with its HTTP status. */
export type RenderableOutcome = PageOutcomePage | PageOutcomeError;

/** The request path without query string and without trailing slashes (`/fr/contact/` → `/fr/contact`). */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
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
 * Loads the page at `pathname`.
 * @returns the page or error outcome to render
 * @throws a TanStack `redirect` for 301/302 answers with a location
 */
export async function loadPage(
  context: Pick<RouterContext, 'api' | 'site' | 'request'>,
  location: { pathname: string; search?: Record<string, unknown> },
): Promise<RenderableOutcome> {
  const path = normalizePath(location.pathname);
  const query = toQuery(location.search);
  const draft = wantsDraftPreview(location.search);
  let outcome;
  try {
    const siteId = context.site.site_id;
    const response = siteId
      ? await context.api.pageBySite({ siteId, path, query, production: draft ? false : (context.site.production ?? true) })
      : await context.api.pageByDomain({ path, query, domainName: domainOf(context), ...(draft ? { production: false } : {}) });
    outcome = pageOutcome(response);
  } catch (error) {
    outcome = thrownOutcome(error);
  }
  if (outcome.kind === 'redirect') {
    throw redirect({ href: outcome.location, statusCode: outcome.status });
  }
  const payload = outcome.kind === 'page' ? outcome.payload : outcome.payload;
  if (payload && !context.site.site_id) {
    context.site.site_id = payload.site_id;
    context.site.production = payload.production;
  }
  return outcome;
}
