/**
 * Idle prefetch of linked pages (spec 000 §4 "Prefetch of linked pages when idle, with a 2000 ms
 * timeout; skipped on 2g or save-data connections").
 *
 * Once the browser is idle (requestIdleCallback, timeout 2000 ms), internal page links that are
 * in view are preloaded through the router (loader data and route chunks); each URL once.
 */

/** requestIdleCallback timeout (ms). */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on save-data or 2g connections (`slow-2g`, `2g`). */
export function shouldPrefetch(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** Internal page hrefs (`/fr/...`, `/en/...`) of anchors; others (external, files, hashes) excluded. */
export function internalPageHref(anchor: HTMLAnchorElement, origin: string): string | null {
  const raw = anchor.getAttribute('href');
  if (!raw || raw.startsWith('#') || anchor.target === '_blank' || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^\/(fr|en)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Schedules one idle prefetch pass over the links in view.
 * @param preload preloads one internal href (router.preloadRoute)
 * @param seen hrefs already prefetched (shared between passes)
 * @returns a cancel function
 */
export function scheduleIdlePrefetch(preload: (href: string) => Promise<unknown>, seen: Set<string>): () => void {
  const nav = navigator as Navigator & { connection?: NetworkInformationLike };
  if (!shouldPrefetch(nav.connection)) return () => {};
  let observer: IntersectionObserver | undefined;
  const run = () => {
    if (typeof IntersectionObserver === 'undefined') return;
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const href = internalPageHref(entry.target as HTMLAnchorElement, window.location.origin);
        if (!href || seen.has(href) || href === `${window.location.pathname}${window.location.search}`) continue;
        seen.add(href);
        preload(href).catch(() => {
          // A prefetch that fails (redirect, network) is ignored: the click will load normally.
        });
      }
    });
    document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((anchor) => observer?.observe(anchor));
  };
  const hasIdle = typeof window.requestIdleCallback === 'function';
  const idle = hasIdle
    ? window.requestIdleCallback(run, { timeout: IDLE_PREFETCH_TIMEOUT_MS })
    : window.setTimeout(run, IDLE_PREFETCH_TIMEOUT_MS);
  return () => {
    if (hasIdle) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
    observer?.disconnect();
  };
}
