/**
 * Normalising what a page request names: the host (site lookup) and the path (page lookup).
 * Spec 000 §4: "The full path is the request path without query string, with trailing slashes
 * removed."
 */

/** Loopback hosts answered by the default site. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * A host name as stored in `sites.domains`: lower-case, without port, without IPv6 brackets or a
 * trailing dot. `Localhost:3000` → `localhost`, `[::1]:3000` → `::1`.
 */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    h = end > 0 ? h.slice(1, end) : h.slice(1);
  } else if (h.split(':').length === 2) {
    h = h.split(':')[0];
  }
  return h.replace(/\.$/, '');
}

/** True for `localhost`, `127.0.0.1` and `::1` (already normalised). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host);
}

/**
 * A page path for lookups: query string and fragment stripped, repeated and trailing slashes
 * removed (`/` stays `/`), always starting with `/`. `/fr/contact/?a=1` → `/fr/contact`.
 */
export function normalizePagePath(path: string): string {
  let p = path.split(/[?#]/, 1)[0] ?? '';
  try {
    p = decodeURI(p);
  } catch {
    // keep the raw path when it is not valid percent-encoding
  }
  p = ('/' + p).replace(/\/{2,}/g, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}
