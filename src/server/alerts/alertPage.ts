/**
 * The shell of the small server-rendered pages of property alerts (unsubscribe, confirmation):
 * self-contained HTML (system fonts, inline styles, no script), a visible focus ring, `noindex`;
 * and what their two link routes share (language, answer headers, the site's name).
 */
import type { Context } from 'hono';
import type { Locale } from '../../lib/locales';
import { escapeHtml } from '../../lib/escapeHtml';
import type { Database } from '../db/client';
import { findSiteById } from '../db/repositories/sites';
import type { SavedSearchRow } from '../db/schema';
import { alertSiteName } from './alertSiteName';

/** Inline style sheet of the alert pages: no external resource. */
export const ALERT_PAGE_STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: #f4f5f7; color: #111827; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; }
  main { width: 100%; max-width: 520px; background: #fff; border-radius: 14px; padding: 40px 36px;
    box-shadow: 0 1px 2px rgba(17,24,39,.06), 0 12px 32px rgba(17,24,39,.08); }
  .eyebrow { margin: 0 0 8px; font-size: 13px; font-weight: 600; letter-spacing: .06em; text-transform: uppercase; color: #4b5563; }
  h1 { margin: 0 0 16px; font-size: 26px; line-height: 1.25; }
  p { margin: 0 0 28px; color: #374151; overflow-wrap: anywhere; }
  button, .link { display: inline-block; min-height: 48px; padding: 12px 24px; border-radius: 8px; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
  button { border: 0; background: #1f4e79; color: #fff; }
  button:hover { background: #173b5c; }
  .link { padding-left: 0; color: #1f4e79; }
  button:focus-visible, .link:focus-visible { outline: 3px solid #2563eb; outline-offset: 3px; }
  @media (max-width: 480px) { main { padding: 28px 22px; } h1 { font-size: 22px; } button { width: 100%; } }
`;

/**
 * The complete HTML document of an alert page.
 * @param title `<title>` (plain text, escaped here)
 * @param mainHtml the content of `<main>`, as HTML the caller has escaped
 * @param extraStyle CSS added after {@link ALERT_PAGE_STYLE}
 */
export function alertPageDocument(locale: Locale, title: string, mainHtml: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${ALERT_PAGE_STYLE}${extraStyle}</style>
</head>
<body>
<main>
${mainHtml}
</main>
</body>
</html>
`;
}

/** The visitor's language from `Accept-Language` (its first entry), French by default: for links that name no subscription. */
export function acceptLanguageLocale(c: Context): Locale {
  const first = (c.req.header('accept-language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'fr';
}

/** Answers an alert page: `no-store` (each state is the subscription's current one) and `noindex`. */
export function alertPageResponse(c: Context, html: string, status: 200 | 404 | 410) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  return c.html(html, status);
}

/** How the pages of a saved search name its site ({@link alertSiteName}); '' when the site is gone. */
export async function alertSiteNameOf(db: Database, search: Pick<SavedSearchRow, 'siteId'>): Promise<string> {
  const site = await findSiteById(db, search.siteId);
  return site ? alertSiteName(site, site.mailFrom ?? '') : '';
}
