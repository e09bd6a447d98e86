/**
 * `useSearchFiltersData(enabled)` — the municipalities with listings and the property types of
 * `GET /search-filters` (spec 001 §7), fetched once per page and cached per API object (one per
 * router instance, so nothing is shared between visitors on the server) — spec 001 §4 "search
 * filters are fetched once and cached". Fetches only when `enabled` (the hero bar passes "has
 * entered the viewport"); a failed load is forgotten so a later mount asks again.
 */
import { useEffect, useState } from 'react';
import type { ContentApi } from '../../../../api/contentApi';
import type { SearchFiltersData } from '../../../../schema/listing';
import { useAppContext, useLocale, usePagePayload } from '../../../runtime/AppContext';

const cache = new WeakMap<ContentApi, Promise<SearchFiltersData>>();

export function useSearchFiltersData(enabled = true): SearchFiltersData | null {
  const { api } = useAppContext();
  const payload = usePagePayload();
  const locale = useLocale();
  const [data, setData] = useState<SearchFiltersData | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let pending = cache.get(api);
    if (!pending) {
      pending = api.searchFilters({ micrositeId: payload.microsite_id, siteKey: payload.site_key, locale });
      cache.set(api, pending);
      pending.catch(() => cache.delete(api));
    }
    pending.then(
      (value) => active && setData(value),
      (error: unknown) => console.warn('Search filters could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, [api, enabled, locale, payload.microsite_id, payload.site_key]);

  return data;
}
