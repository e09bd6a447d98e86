/**
 * Maps a page response to what the router does with it (spec 000 §4 "Page load", §8 page errors).
 *
 * - 2xx with a valid payload: render the page.
 * - 301/302 with a location: redirect; without: 500 "Unexpected redirection response.".
 * - 410 with a payload holding content (a sold listing's page): render that page with status 410.
 * - 403/404/500/503: the matching error page (with the site's chrome when the body is a payload).
 * - other ≥400: "Unexpected status code."; a string body: "Unexpected string output.".
 * - a thrown failure: 500 titled "Erreur" / "Une grosse erreur est survenue" ({@link thrownOutcome}).
 *
 * The payload is read tolerantly ({@link parseTolerant}): an external content API may send optional
 * data (metadata, SEO, theme, variant, a block envelope...) in a shape ours does not expect; that part
 * is dropped with one `console.warn` per path (`Ignored metadata.tags: expected array, received
 * object`) and the page renders. Only a wrong required part (`site_id`, `microsite_id`, `site_key`,
 * `production`, the header/footer/content block lists) makes the payload unusable.
 */
import { throughJsonMemo, type JsonMemo } from '../lib/jsonMemo';
import { pagePayload, type PagePayload } from '../schema/page';
import { parseTolerant } from '../schema/parseTolerant';
import type { PageResponse } from './contentApi';

export interface PageOutcomePage {
  kind: 'page';
  status: number;
  payload: PagePayload;
}
export interface PageOutcomeRedirect {
  kind: 'redirect';
  status: 301 | 302;
  location: string;
}
export interface PageOutcomeError {
  kind: 'error';
  /** The HTTP status the visitor receives. */
  status: number;
  /** i18n key of the title, when it differs from the default `blocks.block-error.default-title`. */
  titleKey?: string;
  /** i18n key of the message. */
  messageKey?: string;
  /** Literal title/message (the thrown-failure texts are French in both locales per spec 000 §8). */
  title?: string;
  message?: string;
  /** Debug details, shown only with `exposeErrors`. */
  debug?: string;
  /** The site's payload when the API sent one, so the error page keeps the header and footer. */
  payload?: PagePayload;
}
export type PageOutcome = PageOutcomePage | PageOutcomeRedirect | PageOutcomeError;

const KNOWN_ERROR_STATUSES = new Set([403, 404, 500, 503]);

/**
 * Payloads parsed before, by the JSON of the body received, its frozen parts by identity (a server
 * keeps one: a page rendered again on a miss of its page cache, with a new query string say, has
 * its payload parsed once); see {@link JsonMemo}.
 */
export type ParsedPayloadMemo = JsonMemo<PagePayload>;

/**
 * The payload read from `data` (absent when unusable) and, when unusable, why; through `memo` when
 * given (kept only when nothing of it was dropped).
 */
function readPayload(data: unknown, warn: (message: string) => void, memo: ParsedPayloadMemo | undefined): { payload?: PagePayload; error?: string } {
  let error: string | undefined;
  const parse = (body: unknown, warned: () => void): PagePayload | null => {
    const parsed = parseTolerant(pagePayload, body, (drop) => {
      warned();
      warn(drop.message);
    });
    if (parsed.success) return parsed.data;
    error = parsed.error.message;
    return null;
  };
  // A body assembled in process from the published rows kept between renders (frozen) is keyed by
  // those rows' identity: only what was assembled for this render is written as JSON.
  const payload = memo ? throughJsonMemo(memo, data, parse, { frozenPartsByIdentity: true }).value : parse(data, () => undefined);
  return payload ? { payload } : { error };
}

/**
 * Maps a {@link PageResponse} to a {@link PageOutcome}. Never throws.
 * @param warn receives the warning of each dropped payload part (default `console.warn`)
 * @param memo payloads parsed before (a server's); see {@link ParsedPayloadMemo}
 */
export function pageOutcome(response: PageResponse, warn: (message: string) => void = (message) => console.warn(message), memo?: ParsedPayloadMemo): PageOutcome {
  const { status, data } = response;
  if (status === 301 || status === 302) {
    const location = response.location;
    if (location) return { kind: 'redirect', status, location };
    return { kind: 'error', status: 500, messageKey: 'errors.unexpected-redirect' };
  }
  if (typeof data === 'string') {
    return { kind: 'error', status: 500, messageKey: 'errors.unexpected-string', debug: data.slice(0, 500) };
  }
  const { payload, error } = readPayload(data, warn, memo);
  // 410 Gone with content (a sold or removed listing): the page explains it and links on.
  if (status === 410 && payload && payload.content.fields.length > 0) return { kind: 'page', status, payload };
  if (status >= 400) {
    if (KNOWN_ERROR_STATUSES.has(status)) {
      return {
        kind: 'error',
        status,
        titleKey: status === 503 ? 'errors.503-title' : undefined,
        messageKey: `errors.${status}-message`,
        payload,
      };
    }
    return { kind: 'error', status, messageKey: 'errors.unexpected-status', debug: `HTTP ${status}`, payload };
  }
  if (!payload) {
    return {
      kind: 'error',
      status: 500,
      messageKey: 'errors.500-message',
      debug: error ?? 'Empty page payload',
    };
  }
  return { kind: 'page', status, payload };
}

/** Outcome of a failure thrown while loading (network down, bug): 500 "Erreur". */
export function thrownOutcome(error: unknown): PageOutcomeError {
  return {
    kind: 'error',
    status: 500,
    title: 'Erreur',
    message: 'Une grosse erreur est survenue',
    debug: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  };
}
