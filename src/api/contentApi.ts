/**
 * Typed client for the content API (spec 000 §7 "Clients", "Page", "Contact").
 *
 * One implementation over `fetch` serves every caller: the browser (`/api/swc`), SSR against the
 * embedded API (a `fetch` that calls the Hono app in-process, no socket), and SSR or the browser
 * against an external API (`CORE_API_URL`). The HTTP status of a page response is the page status.
 */
import type { Locale } from '../lib/locales';
import type { ArticlesResponse } from '../schema/blog';
import { toArticlesSearchParams, type ArticlesQuery } from '../schema/blogValues';
import type { PropertyTooltip, SearchFiltersData } from '../schema/listing';

/** Raw page answer: HTTP status plus the parsed body (a payload object, a string, or null). */
export interface PageResponse {
  status: number;
  data: unknown;
  /** `Location` header or body `location`, for 301/302. */
  location?: string | null;
}

export type PageQuery = Record<string, string>;

/**
 * Result of `POST /contact`: HTTP status and JSON body (`{status:'success'}` or `{errors}`); a
 * property alert's success also says whether its confirmation e-mail went out
 * (`alert_confirmation: 'sent' | 'not_sent'`; absent from APIs that do not send one).
 */
export interface ContactResponse {
  status: number;
  data: { status?: string; errors?: Record<string, string[]>; message?: string; alert_confirmation?: string } | null;
}

/** One municipality of `GET /municipalities` (spec 001 §3 "Municipality": `DESCRIPTION` is the label). */
export interface MunicipalityEntry {
  MUN_CODE: string;
  DESCRIPTION: string;
  /** Decimal degrees. */
  latitude: number;
  longitude: number;
  population: number;
}

export interface ContentApi {
  /** First load: `POST {base}/page` with `domain_name`. */
  pageByDomain(args: { path: string; query?: PageQuery; domainName: string; production?: boolean }): Promise<PageResponse>;
  /** Later loads: `POST {base}/page/{site_id}`. */
  pageBySite(args: { siteId: string; path: string; query?: PageQuery; production: boolean }): Promise<PageResponse>;
  /**
   * `POST {base}/{microsite_id}/contact`, form-encoded, with Content-Language, Accept and
   * X-Site-Key headers (the protected core client).
   */
  contact(args: { micrositeId: string; siteKey: string; locale: Locale; body: Record<string, string> }): Promise<ContactResponse>;
  /**
   * `GET {base}/municipalities` (spec 001 §7, unprotected core client): `data.data.municipalities`,
   * sorted by name. Rejects on a network failure or a non-2xx answer.
   */
  municipalities(args?: { locale?: Locale }): Promise<MunicipalityEntry[]>;
  /**
   * `GET {base}/{microsite_id}/properties?{query}` (spec 001 §7; build the query with
   * `toPropertiesQuery` from src/schema/listing.ts). Resolves the HTTP status and the JSON body
   * (its shapes are `propertiesInitialResponse` / `propertiesMoreResponse` /
   * `propertiesCountResponse`; the browser reads it with the search block's propertiesAnswers.ts);
   * rejects on a network failure.
   */
  properties(args: SiteCall & { query: URLSearchParams }): Promise<{ status: number; data: unknown }>;
  /** `GET {base}/{microsite_id}/property/{uls}/tooltip`: `data.data`, or null on any failure (spec 000 §4). */
  propertyTooltip(args: SiteCall & { uls: string }): Promise<PropertyTooltip | null>;
  /** `GET {base}/{microsite_id}/search-filters`: `data.data`. Rejects on failure. */
  searchFilters(args: SiteCall): Promise<SearchFiltersData>;
  /**
   * `GET {base}/{microsite_id}/articles?{query}` (spec 001 §7): `data` parsed with
   * `articlesResponse`. Rejects on a network failure, a non-2xx answer or an unreadable body.
   */
  articles(args: SiteCall & { query: ArticlesQuery }): Promise<ArticlesResponse['data']>;
}

/** Arguments of every protected core call: the site and its public key (`X-Site-Key`). */
export interface SiteCall {
  micrositeId: string;
  siteKey: string;
  locale: Locale;
}

export interface HttpContentApiOptions {
  /** Base of the unprotected core client, e.g. `/api/swc` or `https://core.example/api/swc`. */
  baseUrl: string;
  /** Locale sent as Content-Language. */
  locale?: Locale;
  /** Replaceable fetch (SSR passes the in-process Hono app). */
  fetch?: typeof fetch;
  /** Extra headers for every call (forwarded host, authorization). */
  headers?: Record<string, string>;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Builds a {@link ContentApi} over HTTP. Network failures reject (the loader maps them to 500). */
export function createHttpContentApi(options: HttpContentApiOptions): ContentApi {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/$/, '');
  const common = (locale?: Locale) => ({
    Accept: 'application/json',
    'Content-Language': locale ?? options.locale ?? 'fr',
    ...options.headers,
  });

  async function postPage(url: string, body: unknown): Promise<PageResponse> {
    const res = await doFetch(url, {
      method: 'POST',
      headers: { ...common(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
    const data = await readBody(res);
    const bodyLocation =
      data && typeof data === 'object' && 'location' in data ? (data as { location?: string | null }).location : null;
    return { status: res.status, data, location: res.headers.get('location') ?? bodyLocation ?? null };
  }

  return {
    pageByDomain: ({ path, query, domainName, production }) =>
      postPage(`${base}/page`, { path, query, domain_name: domainName, ...(production === false ? { production } : {}) }),
    pageBySite: ({ siteId, path, query, production }) =>
      postPage(`${base}/page/${encodeURIComponent(siteId)}`, { path, query, production }),
    async contact({ micrositeId, siteKey, locale, body }) {
      const res = await doFetch(`${base}/${encodeURIComponent(micrositeId)}/contact`, {
        method: 'POST',
        headers: {
          ...common(locale),
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Site-Key': siteKey,
        },
        body: new URLSearchParams(body).toString(),
      });
      const data = (await readBody(res)) as ContactResponse['data'];
      return { status: res.status, data: data && typeof data === 'object' ? data : null };
    },
    async municipalities(args) {
      const res = await doFetch(`${base}/municipalities`, { headers: common(args?.locale) });
      if (!res.ok) throw new Error(`GET /municipalities answered ${res.status}`);
      const body = (await readBody(res)) as { data?: { municipalities?: MunicipalityEntry[] } } | null;
      return body?.data?.municipalities ?? [];
    },
    async properties({ micrositeId, siteKey, locale, query }) {
      const res = await doFetch(`${base}/${encodeURIComponent(micrositeId)}/properties?${query.toString()}`, {
        headers: { ...common(locale), 'X-Site-Key': siteKey },
      });
      return { status: res.status, data: await readBody(res) };
    },
    async propertyTooltip({ micrositeId, siteKey, locale, uls }) {
      try {
        const res = await doFetch(`${base}/${encodeURIComponent(micrositeId)}/property/${encodeURIComponent(uls)}/tooltip`, {
          headers: { ...common(locale), 'X-Site-Key': siteKey },
        });
        if (!res.ok) return null;
        const body = (await readBody(res)) as { data?: PropertyTooltip | null } | null;
        return body?.data ?? null;
      } catch {
        return null;
      }
    },
    async searchFilters({ micrositeId, siteKey, locale }) {
      const res = await doFetch(`${base}/${encodeURIComponent(micrositeId)}/search-filters`, {
        headers: { ...common(locale), 'X-Site-Key': siteKey },
      });
      if (!res.ok) throw new Error(`GET /search-filters answered ${res.status}`);
      const body = (await readBody(res)) as { data?: SearchFiltersData } | null;
      if (!body?.data) throw new Error('GET /search-filters: no data');
      return body.data;
    },
    async articles({ micrositeId, siteKey, locale, query }) {
      const res = await doFetch(`${base}/${encodeURIComponent(micrositeId)}/articles?${toArticlesSearchParams(query).toString()}`, {
        headers: { ...common(locale), 'X-Site-Key': siteKey },
      });
      if (!res.ok) throw new Error(`GET /articles answered ${res.status}`);
      // The schema (and zod) load with the first "load more", not with every page.
      const { articlesResponse } = await import('../schema/blog');
      return articlesResponse.parse(await readBody(res)).data;
    },
  };
}
