/**
 * Shareable calculators: their inputs live in the page URL's query string.
 *
 * On mount (browser only; the server renders the defaults, so hydration matches) the query is
 * read once and handed to `restore`; from then on, once the visitor has changed something or the
 * inputs came from the URL, every change rewrites the calculator's own keys with
 * `history.replaceState` (no navigation, no new history entry), keeping every other parameter.
 */
import { useEffect, useRef, useState } from 'react';
import { MAX_AMOUNT_DIGITS } from '../../../../lib/mortgage/amountInput';

/** The calculator's keys and their values; `undefined` removes a key. */
export type QueryValues = Record<string, string | undefined>;

/**
 * A whole-CAD amount from a query value.
 * @returns the amount, or `undefined` when the value is missing or not 1–10 digits
 */
export function queryAmount(text: string | null): number | undefined {
  return text !== null && new RegExp(`^\\d{1,${MAX_AMOUNT_DIGITS}}$`).test(text) ? Number(text) : undefined;
}

/** Rewrites `values`' keys in the current URL without navigating. */
export function writeQueryValues(values: QueryValues): void {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, '', next);
  }
}

/**
 * @param values the inputs as query values (the keys are the calculator's own)
 * @param restore called once on mount with the query when it holds at least one of the keys;
 *   returns nothing (it sets the calculator's state)
 * @returns `markChanged`, to call when the visitor changes an input (the URL follows from then on)
 */
export function useCalculatorQuery(values: QueryValues, restore: (query: URLSearchParams) => void): { markChanged: () => void } {
  const [tracking, setTracking] = useState(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const keys = Object.keys(values).join(',');

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (keys.split(',').some((key) => query.has(key))) {
      restoreRef.current(query);
      setTracking(true);
    }
  }, [keys]);

  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (tracking) writeQueryValues(JSON.parse(serialized) as QueryValues);
  }, [serialized, tracking]);

  return { markChanged: () => setTracking(true) };
}
