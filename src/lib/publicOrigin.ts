/**
 * The origin of a site's public URLs — canonical, `og:url`, hreflang, JSON-LD, sitemaps, robots.txt
 * and feeds (spec 000 §9) — built from the site's own primary domain (its first public domain, else
 * its first domain: {@link primaryDomainOf}), never from what a request claims: `https://` for every public domain, `www.` dropped; `http://`
 * only for a local name (`localhost`, `*.localhost`, `127.x.x.x`, `[::1]`), on the port the
 * visitor used, so a development server's links lead back to it. A site without a domain (an
 * external content API that does not send one) keeps the request's origin.
 */

/** True for `localhost`, a `*.localhost` name or a loopback address (port allowed). */
export function isLocalDomain(host: string): boolean {
  const lower = host.toLowerCase();
  // `[::1]:3000` and `::1` are addresses; only a name or IPv4 address carries a bare `:port`.
  const name = lower.startsWith('[') ? lower.slice(1, lower.indexOf(']')) : lower.split(':').length > 2 ? lower : lower.replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(name) || name === '::1';
}

/** The site's primary domain: its first public (non-local) domain, else its first domain; null without any. */
export function primaryDomainOf(domains: readonly string[]): string | null {
  return domains.find((domain) => !isLocalDomain(domain)) ?? domains[0] ?? null;
}

/**
 * @param primaryDomain the site's first domain (`julietremblay.ca`, `localhost`), or null/undefined
 * @param requestOrigin the origin the request was addressed to (`http://127.0.0.1:3000`): only its
 *   port is read, and only for a local primary domain; it is the whole answer without a domain
 * @returns `scheme://host[:port]`, no trailing slash
 */
export function sitePublicOrigin(primaryDomain: string | null | undefined, requestOrigin: string): string {
  const domain = primaryDomain?.trim().toLowerCase().replace(/\.$/, '');
  if (!domain) return requestOrigin.replace(/\/$/, '');
  if (isLocalDomain(domain)) {
    const host = domain.includes(':') && !domain.startsWith('[') ? `[${domain}]` : domain;
    let port = '';
    try {
      port = new URL(requestOrigin).port;
    } catch {
      // No readable request origin: the default port.
    }
    return `http://${host}${port ? `:${port}` : ''}`;
  }
  return `https://${domain.replace(/^www\./, '')}`;
}
