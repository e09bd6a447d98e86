/**
 * Loads a listing's tooltip for the map popup (spec 001 §4 "Maps": loading placeholder until the
 * content exists; fetched by MLS number after the first opening, then cached for the page).
 */
import { useEffect, useState } from 'react';
import type { PropertyTooltip } from '../../../../schema/listing';
import { useAppContext, useLocale, usePagePayload } from '../../../runtime/AppContext';
import { tooltipCacheFor } from './tooltipCache';

/** `undefined` while loading, `null` when unavailable, else the tooltip. */
export function usePropertyTooltip(uls: string): PropertyTooltip | null | undefined {
  const { stores, api } = useAppContext();
  const locale = useLocale();
  const payload = usePagePayload();
  const cache = tooltipCacheFor(stores, locale, (id) =>
    api.propertyTooltip({ micrositeId: payload.microsite_id, siteKey: payload.site_key, locale, uls: id }),
  );
  const [state, setState] = useState<{ uls: string; value: PropertyTooltip | null | undefined }>(() => ({
    uls,
    value: cache.peek(uls),
  }));
  useEffect(() => {
    let live = true;
    const known = cache.peek(uls);
    if (known !== undefined) {
      setState({ uls, value: known });
      return;
    }
    setState({ uls, value: undefined });
    void cache.get(uls).then((value) => {
      if (live) setState({ uls, value });
    });
    return () => {
      live = false;
    };
  }, [cache, uls]);
  return state.uls === uls ? state.value : cache.peek(uls);
}
