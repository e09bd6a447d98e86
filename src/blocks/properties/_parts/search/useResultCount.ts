/**
 * `useResultCount(filters, active)` — the number of listings matching `filters`
 * (`GET /properties?format=count&…`, spec 001 §7), refreshed while `active` whenever the filters
 * change, throttled to one call per 500 ms (spec 001 §9 "filter overlay results count throttled
 * 500 ms"): the first change asks at once, later changes within the window are folded into one
 * trailing call with the latest filters. Answers arriving out of order are ignored. A failed call
 * keeps the last known total.
 */
import { useEffect, useRef, useState } from 'react';
import { readPropertiesCount } from './propertiesAnswers';
import { toPropertiesQuery, type SearchFilters } from '../../../../schema/listingValues';
import { useAppContext, useLocale, usePagePayload } from '../../../runtime/AppContext';

/** Throttle window of the count call, ms (spec 001 §9). */
export const COUNT_THROTTLE_MS = 500;

export interface ResultCount {
  /** Matching listings, or null before the first answer. */
  total: number | null;
  loading: boolean;
}

export function useResultCount(filters: SearchFilters, active: boolean): ResultCount {
  const { api } = useAppContext();
  const payload = usePagePayload();
  const locale = useLocale();
  const [count, setCount] = useState<ResultCount>({ total: null, loading: false });
  const lastCallAt = useRef(-Infinity);
  const sequence = useRef(0);

  useEffect(() => {
    if (!active) return;
    const run = () => {
      lastCallAt.current = performance.now();
      const id = ++sequence.current;
      setCount((previous) => ({ ...previous, loading: true }));
      api
        .properties({
          micrositeId: payload.microsite_id,
          siteKey: payload.site_key,
          locale,
          query: toPropertiesQuery(filters, { format: 'count' }),
        })
        .then((response) => {
          if (id !== sequence.current) return;
          const total = readPropertiesCount(response);
          setCount((previous) => ({ total: total ?? previous.total, loading: false }));
        })
        .catch(() => {
          if (id === sequence.current) setCount((previous) => ({ ...previous, loading: false }));
        });
    };
    // A monotonic clock: the wall clock may be set back between two calls. A timer may also fire
    // a little early by that clock (Node counts from the start of the current turn of its loop):
    // the window is checked again when it fires.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const runOnceWindowEnds = () => {
      const wait = lastCallAt.current + COUNT_THROTTLE_MS - performance.now();
      if (wait <= 0) run();
      else timer = setTimeout(runOnceWindowEnds, wait);
    };
    runOnceWindowEnds();
    return () => clearTimeout(timer);
  }, [active, api, filters, locale, payload.microsite_id, payload.site_key]);

  return count;
}
