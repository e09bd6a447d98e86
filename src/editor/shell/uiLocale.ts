/**
 * The editor's interface language in the URL (French by
 * default) and small helpers to keep search parameters in sync without a navigation.
 */
import type { Locale } from '../../lib/locales';

/** The UI language of the current URL: `?lang=en` → en, anything else → fr. */
export function readUiLocale(search: string = globalThis.location?.search ?? ''): Locale {
  return new URLSearchParams(search).get('lang') === 'en' ? 'en' : 'fr';
}

/** Sets (or removes, with null) one search parameter of the current URL, without reloading. */
export function writeSearchParam(name: string, value: string | null): void {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
