/**
 * Where one listing opens in QA: the listings screen with `?annonce={uls}` (fr) or
 * `?listing={uls}` (en); `new` for a listing being created.
 */
import type { Locale } from '../../lib/locales';
import { listingsPath } from '../shell/EditorChrome';

const PARAM: Record<Locale, string> = { fr: 'annonce', en: 'listing' };

/** The QA path of listing `uls` (or `new`) in `locale`. */
export function listingEditPath(locale: Locale, uls: string): string {
  return `${listingsPath(locale)}?${PARAM[locale]}=${encodeURIComponent(uls)}`;
}

/** The listing a listings screen's query names (`?annonce=…` / `?listing=…`, either accepted), or null for the list. */
export function editedListingParam(locale: Locale, search: string): string | null {
  const query = new URLSearchParams(search);
  const value = query.get(PARAM[locale]) ?? query.get(PARAM[locale === 'fr' ? 'en' : 'fr']);
  return value && /^(new|\d{1,14})$/.test(value) ? value : null;
}
