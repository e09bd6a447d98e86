/**
 * A reader of a board's RESO Web API (OData 4.01) as the Web API Core asks replication clients to
 * behave: collections read page by page through the server's `@odata.nextLink` only (never a
 * computed `$skip`), the page size asked with `Prefer: odata.maxpagesize` on every request, OAuth 2.0
 * client credentials (or a static bearer token) with one new token after a 401, `Retry-After`
 * honoured on 429 and 503, other 5xx and network errors retried with exponential back-off, then
 * reported as a {@link FeedRequestError}.
 */

import { retryDelayMs } from '../mail/backoff';
import { errorMessage } from '../../lib/errorMessage';

/** How the feed authenticates a client. */
export type FeedAuth =
  | { kind: 'oauth'; tokenUrl: string; clientId: string; clientSecret: string }
  | { kind: 'bearer'; token: string };

export interface ResoClientOptions {
  /** The OData service root (`https://api.board.example/reso/odata`), without a trailing slash needed. */
  serviceRoot: string;
  auth: FeedAuth;
  /** Records asked per page (`Prefer: odata.maxpagesize`); the server may send fewer. Default 200. */
  maxPageSize?: number;
  /** Attempts per request before giving up on 5xx and network errors (the first included). Default 5. */
  attempts?: number;
  /** First back-off, ms, doubled at each retry up to `maxRetryAfterMs`. Default 1 000. */
  backoffMs?: number;
  /** Longest wait a `Retry-After` may ask for, ms (longer: the run ends, reported). Default 120 000. */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
  /** Waits `ms` (tests pass a clock that records instead). */
  sleep?: (ms: number) => Promise<void>;
}

/** Query options of a collection read (OData system query options, without the `$`). */
export interface CollectionQuery {
  filter?: string;
  select?: readonly string[];
  orderby?: string;
  expand?: string;
}

/** One page of a collection: its records and whether another follows. */
export interface CollectionPage {
  records: Record<string, unknown>[];
  /** The server's `@odata.nextLink`, or null on the last page. */
  nextLink: string | null;
}

/** Why a feed request failed, in words a person can act on (the feed's own message after ours), without credentials. */
export function feedFailureMessage(error: unknown): string {
  if (error instanceof FeedRequestError) return error.detail ? `${error.message}: ${error.detail}` : error.message;
  return errorMessage(error);
}

/** A request the feed refused or never answered, after the retries it deserved. */
export class FeedRequestError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null for a network error. */
    readonly status: number | null,
    /** The OData error's message when the server sent one (`{ error: { code, message } }`). */
    readonly detail: string | null = null,
  ) {
    super(message);
    this.name = 'FeedRequestError';
  }
}

/** Token lifetime kept in reserve, s: a token about to expire is renewed before it is sent. */
const TOKEN_MARGIN_S = 60;

/** `Retry-After` as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

async function odataError(response: Response): Promise<string | null> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    return typeof parsed.error?.message === 'string' ? parsed.error.message : null;
  } catch {
    return body.slice(0, 200) || null;
  }
}

/**
 * A client of one feed.
 * @throws nothing when created; its calls throw {@link FeedRequestError}
 */
export function createResoClient(options: ResoClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const attempts = options.attempts ?? 5;
  const backoffMs = options.backoffMs ?? 1000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
  const maxPageSize = options.maxPageSize ?? 200;
  const root = options.serviceRoot.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | null = null;
  let requests = 0;

  async function fetchToken(): Promise<string> {
    const { auth } = options;
    if (auth.kind === 'bearer') return auth.token;
    if (token && token.expiresAt > Date.now()) return token.value;
    requests += 1;
    const response = await doFetch(auth.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: auth.clientId, client_secret: auth.clientSecret }),
    }).catch((error: unknown) => {
      throw new FeedRequestError(`The token endpoint could not be reached: ${errorMessage(error)}`, null);
    });
    if (!response.ok) throw new FeedRequestError(`The token endpoint refused the client (HTTP ${response.status})`, response.status, await odataError(response));
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || !body.access_token) throw new FeedRequestError('The token endpoint sent no access_token', response.status);
    const lifetime = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, lifetime - TOKEN_MARGIN_S) * 1000 };
    return token.value;
  }

  /** GET `url` as JSON with the retries the Web API Core allows. */
  async function getJson(url: string): Promise<Record<string, unknown>> {
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      const bearer = await fetchToken();
      requests += 1;
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { Authorization: `Bearer ${bearer}`, Accept: 'application/json', Prefer: `odata.maxpagesize=${maxPageSize}` },
        });
      } catch (error) {
        if (attempt >= attempts) throw new FeedRequestError(`The feed could not be reached after ${attempts} attempts: ${errorMessage(error)}`, null);
        await sleep(retryDelayMs(attempt, backoffMs, maxRetryAfterMs));
        continue;
      }
      if (response.ok) return (await response.json()) as Record<string, unknown>;
      if (response.status === 401 && options.auth.kind === 'oauth' && !renewed) {
        // An expired or revoked token: one new one, then the request again.
        await response.body?.cancel();
        token = null;
        renewed = true;
        attempt -= 1;
        continue;
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= attempts) {
        throw new FeedRequestError(`The feed answered HTTP ${response.status} to ${new URL(url).pathname}`, response.status, await odataError(response));
      }
      const asked = response.status === 429 || response.status === 503 ? retryAfterMs(response.headers.get('Retry-After')) : null;
      await response.body?.cancel();
      if (asked !== null && asked > maxRetryAfterMs) {
        throw new FeedRequestError(`The feed asked to wait ${Math.round(asked / 1000)} s (Retry-After): the run ends here`, response.status);
      }
      await sleep(asked ?? retryDelayMs(attempt, backoffMs, maxRetryAfterMs));
    }
  }

  /** The URL of a collection's first page. */
  function collectionUrl(resource: string, query: CollectionQuery): string {
    const params: string[] = [];
    if (query.filter) params.push(`$filter=${encodeURIComponent(query.filter)}`);
    if (query.select?.length) params.push(`$select=${encodeURIComponent(query.select.join(','))}`);
    if (query.orderby) params.push(`$orderby=${encodeURIComponent(query.orderby)}`);
    if (query.expand) params.push(`$expand=${encodeURIComponent(query.expand)}`);
    return `${root}/${resource}${params.length ? `?${params.join('&')}` : ''}`;
  }

  async function page(url: string): Promise<CollectionPage> {
    const body = await getJson(url);
    if (!Array.isArray(body.value)) throw new FeedRequestError(`The feed's answer to ${new URL(url).pathname} has no "value" collection`, 200);
    const next = typeof body['@odata.nextLink'] === 'string' ? new URL(body['@odata.nextLink'], url).href : null;
    return { records: body.value as Record<string, unknown>[], nextLink: next };
  }

  return {
    /**
     * The pages of a collection, first from `resource` and `query`, or from a saved `nextLink`
     * (a run resumed where it stopped), each fetched when the previous one has been handled.
     */
    async *pages(resource: string, query: CollectionQuery, from?: { nextLink: string }): AsyncGenerator<CollectionPage> {
      let url: string | null = from?.nextLink ?? collectionUrl(resource, query);
      while (url) {
        const current: CollectionPage = await page(url);
        yield current;
        url = current.nextLink;
      }
    },
    /** Requests sent so far (token requests included), for the run's report. */
    get requests() {
      return requests;
    },
  };
}

/** A client of one feed ({@link createResoClient}). */
export type ResoClient = ReturnType<typeof createResoClient>;
