/**
 * Language switch helpers (spec 000 §2 "Locale behaviour", §9 "Language cookie i18n_redirected,
 * 365 days, lax same-site").
 *
 * Switching language sets the cookie, then goes to the same page in the other locale: the page's
 * `alternate_paths` entry for that locale, else the other locale's home (`/fr` or `/en`). A page
 * that injected locale-specific scripts (`metadata.tags[].locale`) needs a full reload.
 */
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '../../lib/locales';
import { LIVE_ATTRIBUTE } from '../../lib/pageBlockMarkers';
import type { PagePayload } from '../../schema/page';

/**
 * Path of the current page in `target` locale.
 * @param alternatePaths the payload's `alternate_paths` (`[{locale, path}]`), may be empty
 */
export function localeSwitchPath(target: Locale, alternatePaths: PagePayload['alternate_paths'] | undefined): string {
  const entry = alternatePaths?.find((alternate) => alternate.locale === target && alternate.path);
  if (!entry) return `/${target}`;
  return entry.path.startsWith('/') ? entry.path : `/${entry.path}`;
}

/** What follows the value in the locale cookie's string. */
const LOCALE_COOKIE_ATTRIBUTES = `; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;

/** The `Set-Cookie`-style string written to `document.cookie` for a locale choice. */
export function localeCookieString(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}${LOCALE_COOKIE_ATTRIBUTES}`;
}

/** Attribute of the language switch link: the locale it switches to. */
export const LOCALE_SWITCH_ATTRIBUTE = 'data-locale-switch';

/**
 * Inline head script: a language switch clicked before its header is live (a plain link then, the
 * browser follows it) still remembers the choice, as {@link setLocaleCookie} does once it is.
 */
export const REMEMBER_EARLY_LOCALE_SWITCH_SCRIPT = `addEventListener('click',function(e){var a=e.target&&e.target.closest?e.target.closest('a[${LOCALE_SWITCH_ATTRIBUTE}]'):null;if(a&&!a.closest('[${LIVE_ATTRIBUTE}]'))document.cookie='${LOCALE_COOKIE}='+a.getAttribute('${LOCALE_SWITCH_ATTRIBUTE}')+'${LOCALE_COOKIE_ATTRIBUTES}'},true)`;

/** Remembers the visitor's language choice (read on `/` only). No-op outside the browser. */
export function setLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = localeCookieString(locale);
}

/** True when the page injected locale-specific scripts: the switch must reload the document. */
export function needsFullReloadOnSwitch(payload: Pick<PagePayload, 'metadata'> | null | undefined): boolean {
  return Boolean(payload?.metadata?.tags?.some((tag) => tag.locale));
}

/**
 * True when the page is a blog post with no content in `target` (spec 001 §4 "Blog post"): the
 * switch then opens the language warning instead of navigating.
 */
export function missingTranslation(target: Locale, payload: Pick<PagePayload, 'alternate_paths' | 'content'> | null | undefined): boolean {
  if (!payload?.content?.fields?.some((block) => block.block_type === 'blog_post_block')) return false;
  return !payload.alternate_paths?.some((alternate) => alternate.locale === target && alternate.path);
}
