/**
 * React context handing per-router state down the tree: stores, the content API, runtime config
 * and the current page payload. Hooks below are what blocks and chrome use.
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { ContentApi } from '../../api/contentApi';
import type { AppConfig } from '../../lib/appConfig';
import type { Locale } from '../../lib/locales';
import type { PagePayload } from '../../schema/page';
import type { AppStores } from './stores';

export type { AppConfig };

export interface AppContextValue {
  stores: AppStores;
  api: ContentApi;
  config: AppConfig;
  /**
   * A public page's origin as its server saw the request (`http://127.0.0.1:3000`), the same in
   * the server's render and the browser's hydration; absent in QA mode.
   */
  pageOrigin?: string;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContext is missing: render inside <AppProviders>.');
  return value;
}

/** The active locale (fr or en). */
export function useLocale(): Locale {
  return useStore(useAppContext().stores.locale, (s) => s.locale);
}

/** The current page payload (site data, theme, metadata, content). Provided by the page route. */
export const PagePayloadContext = createContext<PagePayload | null>(null);

export function usePagePayload(): PagePayload {
  const value = useContext(PagePayloadContext);
  if (!value) throw new Error('PagePayloadContext is missing.');
  return value;
}

/**
 * The site's type (spec 000 §1): `broker` (an individual broker's site, the default, also outside a
 * page) or `agency` (a team's site). It picks the individual or group wording of the hero form
 * title and puts the franchise logo on an agency's brokers' portraits.
 */
export function useSiteType(): 'broker' | 'agency' {
  return useContext(PagePayloadContext)?.site_type ?? 'broker';
}

/** Picks the active locale's value of a `{fr, en}` map, falling back to fr, then en. */
export function pickLocalized<T>(value: { fr?: T; en?: T } | undefined | null, locale: Locale): T | undefined {
  if (!value) return undefined;
  const own = value[locale];
  if (own !== undefined && own !== null && (own as unknown) !== '') return own;
  return value.fr ?? value.en;
}

/** Hook form of {@link pickLocalized} for the active locale. */
export function useLocalized() {
  const locale = useLocale();
  return <T,>(value: { fr?: T; en?: T } | undefined | null) => pickLocalized(value, locale);
}
