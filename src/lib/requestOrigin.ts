/**
 * The origin a visitor sees (`https://host[:port]`), used for canonical URLs, `og:url`, hreflang,
 * sitemaps and robots.txt.
 *
 * Headers are attacker-controlled: `X-Forwarded-Host` and `X-Forwarded-Proto` are read only behind
 * a trusted proxy (`TRUST_PROXY`), and every host — forwarded or `Host` — must be a plain
 * `name[:port]` (letters, digits, dots, hyphens; or a bracketed IPv6 address): no user info (`@`),
 * path, spaces or other characters that would let `localhost:3000@evil.example` name another site.
 * The protocol is `http` or `https`, nothing else. When no header qualifies, `fallbackHost`
 * (the server's own address) is used.
 */

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** True for a plain `name[:port]` host (no user info, path or odd characters). */
export function isPlainHost(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= 260 && HOST.test(value);
}

export interface OriginHeaders {
  host?: string | null;
  forwardedHost?: string | null;
  forwardedProto?: string | null;
}

const firstEntry = (value: string | null | undefined) => value?.split(',')[0]?.trim() || null;

/**
 * The host the visitor addressed: the first `X-Forwarded-Host` entry behind a trusted proxy when it
 * is plain, else a plain `Host`, else `fallbackHost`. Lower-case.
 */
export function visibleHost(headers: OriginHeaders, options: { trustProxy: boolean; fallbackHost: string }): string {
  const forwarded = options.trustProxy ? firstEntry(headers.forwardedHost) : null;
  if (isPlainHost(forwarded)) return forwarded.toLowerCase();
  const host = headers.host?.trim() ?? null;
  if (isPlainHost(host)) return host.toLowerCase();
  return options.fallbackHost.toLowerCase();
}

/**
 * The visitor's origin: `X-Forwarded-Proto` behind a trusted proxy when it is `http` or `https`,
 * else `requestProtocol`; the host from {@link visibleHost}.
 */
export function visibleOrigin(headers: OriginHeaders, options: { trustProxy: boolean; requestProtocol: string; fallbackHost: string }): string {
  const forwardedProto = options.trustProxy ? firstEntry(headers.forwardedProto)?.toLowerCase() : null;
  const own = options.requestProtocol.replace(/:$/, '').toLowerCase();
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : own === 'https' ? 'https' : 'http';
  return `${proto}://${visibleHost(headers, options)}`;
}
