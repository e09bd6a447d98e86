/**
 * `/robots.txt` of a site: every public page allowed, the QA editor (`/qa`) and the
 * APIs (`/api/`) disallowed, and the absolute URL of the site's sitemap.
 */

/** The robots.txt body for a site origin (`https://julietremblay.ca`). */
export function renderRobots(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /qa', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
