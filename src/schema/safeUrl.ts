/**
 * The addresses content may hold, one definition for every block, record and document schema:
 * links (`link.url`, header and footer menus, partner links, social profiles), images and videos
 * (`media.url`, video sources and posters, portraits, logos, office photos, covers), embedded
 * tools (the property iframe) and paths on the site (canonical URLs).
 *
 * Every check reads the literal string as the browser will get it: a value is accepted only when
 * it starts with an allowed form (a scheme from the list below, `/`, `#`), and is refused when it
 * holds anything a browser or an HTML decoder would strip or reinterpret: whitespace (leading,
 * trailing or inside, e.g. `java\tscript:`), control characters, backslashes, `<`, `>`, `"`,
 * backticks and HTML character references (`&#106;`, `&colon;`). Nothing is trimmed, decoded or
 * rewritten before the check, so a refused value never becomes an accepted one by normalisation.
 * Anything else is refused too: `javascript:`, `data:`, `vbscript:`, `file:`, `blob:`, protocol-
 * relative `//host`, `/\host`, relative paths, credentials in an address (`https://user@host`).
 *
 * | Schema                   | Accepts                                                               |
 * |--------------------------|-----------------------------------------------------------------------|
 * | {@link linkUrl}          | `http(s)://…`, `mailto:…`, `tel:…`, `sms:…`, `/path`, `#anchor`, a route key (`contact`), `''` |
 * | {@link mediaUrl}         | `https://…`, `/path` (media library files `/media/…`, site images), `''` |
 * | {@link requiredMediaUrl} | as {@link mediaUrl}, not empty                                        |
 * | {@link requiredWebUrl}   | `http(s)://…`, not empty                                              |
 * | {@link embedUrl}         | `https://…`, `''`                                                     |
 * | {@link sitePath}         | `/path`, not empty                                                    |
 *
 * The empty string stands for "not set" in the optional per-locale fields the editor's forms fill
 * (a link with an action only, an image not chosen yet). Every schema here is a plain
 * `z.string()` with checks (the editor's forms edit strings, not unions); to attach editor hints
 * with `fieldMeta`, `.clone()` it first: the instances are shared.
 *
 * Pure TypeScript, no React: used by the browser, the server and the editor alike.
 */
import { z } from 'zod';
import { routeKeyOf } from '../lib/locales';

/** Longest accepted address, characters. */
export const MAX_URL_LENGTH = 2000;
/** Longest accepted site path (canonical URLs), characters. */
export const MAX_SITE_PATH_LENGTH = 500;

export const LINK_URL_MESSAGE =
  'Enter a web address (https://…), an e-mail (mailto:…), a phone (tel:…, sms:…), a site path (/…) or an anchor (#…).';
export const MEDIA_URL_MESSAGE = 'Enter an https:// address or a site path (/…), such as a media library file.';
export const WEB_URL_MESSAGE = 'Enter a full web address (https://…).';
export const EMBED_URL_MESSAGE = 'Enter a secure web address (https://…).';
export const SITE_PATH_MESSAGE = 'Enter a path on this site, e.g. /fr/a-propos.';
const TOO_LONG_MESSAGE = `At most ${MAX_URL_LENGTH} characters.`;

/**
 * What no accepted address may hold anywhere: whitespace (Unicode spaces included), C0 and C1
 * control characters, DEL, backslashes, `<`, `>`, `"`, backticks, and HTML character references
 * (numeric `&#…`, named `&name;`), which an HTML decoder would turn into other characters.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a URL must not hold
const FORBIDDEN = /[\s\u0000-\u001f\u007f-\u009f\\<>"`]|&#|&[a-z][a-z0-9]*;/i;

const SITE_PATH = /^\/(?![/\\])/;
const HTTP_URL = /^https?:\/\/(?![/\\])/i;
const MAILTO = /^mailto:./i;
const TEL = /^tel:\+?[0-9(][0-9().-]*(?:;ext=[0-9]+)?$/i;
const SMS = /^sms:\+?[0-9(][0-9().,+-]*(?:[?&]body=.*)?$/i;

/** `value` parsed as an absolute address of one of `protocols` with a host and no credentials, or null. */
function absoluteUrl(value: string, protocols: readonly string[]): URL | null {
  if (!HTTP_URL.test(value) || FORBIDDEN.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (!protocols.includes(url.protocol) || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url;
}

/** `true` for a path on this site: `/…`, not `//host` or `/\host`, nothing {@link FORBIDDEN}. */
export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value) && !FORBIDDEN.test(value);
}

/** `true` for an absolute `http:` or `https:` address with a host (and no `user:password@`). */
export function isWebUrl(value: string): boolean {
  return absoluteUrl(value, ['http:', 'https:']) !== null;
}

/** `true` for an absolute `https:` address with a host (and no `user:password@`). */
export function isHttpsUrl(value: string): boolean {
  return absoluteUrl(value, ['https:']) !== null;
}

/**
 * `true` for what a link may point to: a web address ({@link isWebUrl}), `mailto:…`,
 * `tel:` / `sms:` with a phone number (`sms:` may carry a `body`), a site path, an in-page anchor
 * `#…`, or a route key (`contact`, `terms-of-use`… : src/lib/locales.ts). The empty string is not
 * a link (see {@link linkUrl}).
 */
export function isLinkUrl(value: string): boolean {
  if (value.startsWith('#')) return !FORBIDDEN.test(value);
  if (MAILTO.test(value) || TEL.test(value) || SMS.test(value)) return !FORBIDDEN.test(value);
  return isSitePath(value) || isWebUrl(value) || routeKeyOf(value) !== null;
}

/**
 * `true` for where an image, a video file or a poster may come from: an `https:` address or a
 * site path (the media library's `/media/{hash}-{width}.{ext}` variants, the site's own images).
 */
export function isMediaUrl(value: string): boolean {
  return isSitePath(value) || isHttpsUrl(value);
}

/** A string of at most `max` characters that `accepts` (or is empty, when `empty`), refused with `message`. */
function addressString(accepts: (value: string) => boolean, message: string, empty: boolean, max = MAX_URL_LENGTH) {
  return z
    .string()
    .max(max, { error: max === MAX_URL_LENGTH ? TOO_LONG_MESSAGE : `At most ${max} characters.` })
    .refine((value) => (empty && value === '') || accepts(value), { error: message });
}

/**
 * A link's destination ({@link isLinkUrl}), or `''` when the link has none (an action-only
 * button, a locale left empty). Refused with {@link LINK_URL_MESSAGE}.
 */
export const linkUrl = addressString(isLinkUrl, LINK_URL_MESSAGE, true);

/** An image, video file or poster address ({@link isMediaUrl}), or `''` when none is chosen yet. Refused with {@link MEDIA_URL_MESSAGE}. */
export const mediaUrl = addressString(isMediaUrl, MEDIA_URL_MESSAGE, true);

/** {@link mediaUrl} without the empty string: for fields where "no image" is `null` or an absent key. */
export const requiredMediaUrl = addressString(isMediaUrl, MEDIA_URL_MESSAGE, false);

/** A web page's address ({@link isWebUrl}), not empty: a social profile. Refused with {@link WEB_URL_MESSAGE}. */
export const requiredWebUrl = addressString(isWebUrl, WEB_URL_MESSAGE, false);

/** A page embedded in a frame: an `https:` address ({@link isHttpsUrl}), or `''` when none is given. Refused with {@link EMBED_URL_MESSAGE}. */
export const embedUrl = addressString(isHttpsUrl, EMBED_URL_MESSAGE, true);

/** A path on this site ({@link isSitePath}), at most 500 characters: a page's canonical URL. Refused with {@link SITE_PATH_MESSAGE}. */
export const sitePath = addressString(isSitePath, SITE_PATH_MESSAGE, false, MAX_SITE_PATH_LENGTH);
