/**
 * The content API as server rendering calls it in process (ARCHITECTURE "Data flow": "SSR:
 * repository call in-process").
 *
 * Page lookups (`pageByDomain`, `pageBySite`, spec 000 §7 "Page") call the same functions as the
 * HTTP routes (src/server/api/pageRoutes.ts) and hand their answer over as objects: no request is
 * built, routed or written as JSON and parsed back. The answer is the one an HTTP caller gets —
 * status, body, `location` from the `Location` header or the body — including the route's input
 * checks (zod, 422) and its failure answer (500 `{ message }`, logged). A page body holds only JSON
 * values and is **read only**: it is built for the call from the published rows kept between
 * renders, which are frozen and the same for every render (src/server/pageCache/publishedReads.ts),
 * and may hold one part in two places (SEO entries shared by two locales). Its reader takes it as
 * JSON: the page source writes it as its parsed-payload memo's key and parses a payload it has not
 * seen from that JSON (src/api/pageOutcome.ts). The other calls go to `fallback` (the in-process
 * HTTP client).
 *
 * Only for visitors without a CMS session: an editor's render goes through the HTTP client with
 * its cookie (the draft preview needs the session, whose sliding renewal writes a cookie).
 */
import type { ContentApi, PageResponse } from '../../api/contentApi';
import type { Database } from '../db/client';
import type { SiteRow } from '../db/schema';
import { readPublished } from '../pageCache/publishedReads';
import { normalizeHost } from './requestPaths';
import { pageByDomainAnswer, pageBySiteAnswer, resolveSiteByHost, siteRowTags, type PageAnswer, type PageRequestContext, type SiteByHost } from './pageRoutes';

/** What {@link createInProcessContentApi} needs. */
export interface InProcessContentApiOptions {
  db: Database;
  /** The in-process HTTP client, for every call but the page lookups. */
  fallback: ContentApi;
  /** Site lookup by host shared with the rest of the request (see {@link siteLookup}); default: a fresh one. */
  siteByHost?: SiteByHost;
  /** The developer page for everyone (DEV_PAGES): an anonymous render sees it only then. */
  devPages?: boolean;
}

/**
 * A site lookup by host for one request: each host is resolved once ({@link resolveSiteByHost},
 * kept between requests while the site is not changed: src/server/pageCache/publishedReads.ts);
 * the security headers' frame sources and the page lookup of the same render share it.
 */
export function siteLookup(db: Database): SiteByHost {
  const known = new Map<string, Promise<SiteRow | null>>();
  return (host) => {
    const key = normalizeHost(host);
    let site = known.get(key);
    if (!site) {
      site = readPublished(db, `host:${key}`, siteRowTags, () => resolveSiteByHost(db, host));
      known.set(key, site);
    }
    return site;
  };
}

/** `Location` as the HTTP client reads it: the header, else the body's `location`, else null. */
function toPageResponse(answer: PageAnswer): PageResponse {
  const body = answer.body;
  const bodyLocation = body && typeof body === 'object' && 'location' in body ? (body as { location?: string | null }).location : null;
  return { status: answer.status, data: body, location: answer.headers.Location ?? bodyLocation ?? null };
}

/** The route's failure answer (the content API app's `onError`): logged, 500 `{ message }`. */
async function guarded(path: string, work: () => Promise<PageAnswer>): Promise<PageResponse> {
  try {
    return toPageResponse(await work());
  } catch (error) {
    console.error('[content-api]', 'POST', path, error);
    return { status: 500, data: { message: 'Internal server error' }, location: null };
  }
}

/**
 * The content API of one anonymous server render (see the module doc).
 * @returns a {@link ContentApi} whose page lookups answer in process, the rest through `fallback`
 */
export function createInProcessContentApi(options: InProcessContentApiOptions): ContentApi {
  const { db, fallback } = options;
  const context: PageRequestContext = { isEditor: async () => false, mayOpenDemoPage: async () => options.devPages ?? false, siteByHost: options.siteByHost ?? siteLookup(db) };
  return {
    ...fallback,
    pageByDomain: ({ path, query, domainName, production }) =>
      guarded('/page', () => pageByDomainAnswer(db, { path, query, domain_name: domainName, ...(production === false ? { production } : {}) }, context)),
    pageBySite: ({ siteId, path, query, production }) => guarded(`/page/${siteId}`, () => pageBySiteAnswer(db, siteId, { path, query, production }, context)),
  };
}
