/**
 * The property tooltip cache of the listings map (spec 001 §4 "Maps": the popup fetches tooltip data
 * by MLS number after its first opening: fetched once per listing and cached).
 *
 * One cache per router instance (per page visit), found through the router's stores object: never
 * a module-level cache shared between server requests. Concurrent requests for the same MLS number
 * share one call; a failed or missing tooltip is cached as `null` ("details unavailable").
 */
import type { PropertyTooltip } from '../../../../schema/listing';

export type TooltipFetcher = (uls: string) => Promise<PropertyTooltip | null>;

export interface TooltipCache {
  /** The tooltip of a listing: cached, in flight, or fetched now. Never rejects (failure → null). */
  get(uls: string): Promise<PropertyTooltip | null>;
  /** The settled value: the tooltip, null (unavailable) or undefined (not fetched yet). */
  peek(uls: string): PropertyTooltip | null | undefined;
}

/** A cache over a fetcher (one entry per MLS number). */
export function createTooltipCache(fetcher: TooltipFetcher): TooltipCache {
  const settled = new Map<string, PropertyTooltip | null>();
  const pending = new Map<string, Promise<PropertyTooltip | null>>();
  return {
    get(uls) {
      if (settled.has(uls)) return Promise.resolve(settled.get(uls) ?? null);
      const inFlight = pending.get(uls);
      if (inFlight) return inFlight;
      const promise = fetcher(uls)
        .catch(() => null)
        .then((value) => {
          settled.set(uls, value);
          pending.delete(uls);
          return value;
        });
      pending.set(uls, promise);
      return promise;
    },
    peek(uls) {
      return settled.has(uls) ? (settled.get(uls) ?? null) : undefined;
    },
  };
}

/** Caches per owner (the router's stores object) and locale: weakly held, gone with the router. */
const byOwner = new WeakMap<object, Map<string, TooltipCache>>();

/**
 * The tooltip cache of one router instance and locale, created on first use.
 * @param owner a per-router object (the app stores)
 * @param key the locale (tooltip texts are per locale)
 */
export function tooltipCacheFor(owner: object, key: string, fetcher: TooltipFetcher): TooltipCache {
  let caches = byOwner.get(owner);
  if (!caches) {
    caches = new Map();
    byOwner.set(owner, caches);
  }
  let cache = caches.get(key);
  if (!cache) {
    cache = createTooltipCache(fetcher);
    caches.set(key, cache);
  }
  return cache;
}
