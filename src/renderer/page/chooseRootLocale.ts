/**
 * Language choice on `/` (spec 000 §2 "Locale behaviour", §9): cookie `i18n_redirected`, then the
 * browser's languages (Accept-Language on the server, `navigator.languages` in the browser), then
 * fr. Only the root path does this detection.
 */
import { detectLocale, LOCALE_COOKIE, type Locale } from '../../lib/locales';
import type { RequestInfo } from '../routerContext';

/** Reads one cookie from a Cookie header (`a=1; b=2`). */
export function readCookie(cookieHeader: string | undefined | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return undefined;
}

/**
 * The locale `/` redirects to.
 * @param request the server request info; when absent the browser's cookie and languages are used
 */
export function chooseRootLocale(request: RequestInfo | undefined): Locale {
  if (request) return detectLocale(readCookie(request.cookie, LOCALE_COOKIE), request.acceptLanguage);
  const cookie = typeof document !== 'undefined' ? readCookie(document.cookie, LOCALE_COOKIE) : undefined;
  const languages = typeof navigator !== 'undefined' ? (navigator.languages?.length ? navigator.languages : [navigator.language]) : [];
  // Browser languages are ordered by preference: give them decreasing weights for detectLocale.
  const acceptLanguage = languages.map((tag, i) => `${tag};q=${Math.max(0.1, 1 - i * 0.1).toFixed(1)}`).join(',');
  return detectLocale(cookie, acceptLanguage);
}
