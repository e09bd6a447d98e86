/**
 * Chunk-load failure recovery (spec 000 §4 "A chunk-load failure triggers one full page reload,
 * guarded to once per 60 seconds"; §9 "Chunk reload guard 60 s").
 *
 * After a deploy, an open tab may ask for code-split files that no longer exist. We reload the
 * page once to pick up the new build; a sessionStorage timestamp prevents a reload loop.
 */

/** Guard duration between two automatic reloads (ms). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'vitrine:chunk-reload-at';

/** True for the errors browsers raise when a dynamic import or preload fails. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

/**
 * Reloads the page unless it already did within the guard window.
 * @param now current time (ms since epoch), injectable for tests
 * @param reload the reload action (defaults to `location.reload()`)
 * @returns true when a reload was triggered
 */
export function reloadOnceForChunkError(now = Date.now(), reload: () => void = () => window.location.reload()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? 0) || 0;
  } catch {
    // Storage unavailable: still reload once per page life.
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // ignore
  }
  reload();
  return true;
}

/**
 * Listens for Vite's `vite:preloadError` and unhandled dynamic-import rejections.
 * @returns a function removing the listeners
 */
export function installChunkReloadHandler(): () => void {
  // Vite throws the failed import to its caller unless prevented: prevented only when the page
  // reloads; otherwise the caller (a block) shows the failure and offers to try again.
  const onPreloadError = (event: Event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
