/**
 * How property alert e-mails and the unsubscribe page name the site.
 */
import type { SiteRow } from '../db/schema';
import { siteBaseUrl } from '../mail/leadNotifier';

/**
 * The site's name in alert e-mails and pages: its first public domain (`julietremblay.ca`), else
 * the display name of its sender (`"Julie Tremblay" <…>` → `Julie Tremblay`), else its first
 * domain, else its microsite id.
 */
export function alertSiteName(site: Pick<SiteRow, 'domains' | 'micrositeId'>, sender: string): string {
  const base = siteBaseUrl(site, '');
  if (base.startsWith('https://')) return base.slice('https://'.length);
  const display = /^\s*"?([^"<]*?)"?\s*</.exec(sender)?.[1]?.trim();
  return display || site.domains[0] || site.micrositeId;
}
