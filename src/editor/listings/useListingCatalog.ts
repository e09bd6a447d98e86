/**
 * The listing catalogue of the QA listings screen: filters (source, status, text), page, the
 * answer of `GET /api/cms/listings` and its state (loading / ready / error), `reload` after a
 * feed run. A text filter waits {@link TEXT_FILTER_DELAY_MS} after the last keystroke.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CatalogFilters, CatalogPage, CmsFeedApi } from '../../api/cmsFeedApi';

/** Listings per page of the QA table. */
export const CATALOG_PAGE_SIZE = 50;
/** Pause after the last keystroke of the text filter before asking, ms. */
export const TEXT_FILTER_DELAY_MS = 250;

export function useListingCatalog(api: CmsFeedApi) {
  const [filters, setFiltersState] = useState<Omit<CatalogFilters, 'page' | 'limit'>>({});
  const [query, setQuery] = useState(filters);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<CatalogPage | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(filters), filters.q === query.q ? 0 : TEXT_FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters, query.q]);

  useEffect(() => {
    let live = true;
    setState('loading');
    api.listings({ ...query, page, limit: CATALOG_PAGE_SIZE }).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setState('ready');
      },
      () => {
        if (live) setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [api, query, page, attempt]);

  const setFilters = useCallback((next: Omit<CatalogFilters, 'page' | 'limit'>) => {
    setFiltersState(next);
    setPage(1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { filters, setFilters, page, setPage, data, state, reload };
}
