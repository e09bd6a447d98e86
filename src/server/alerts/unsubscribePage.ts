/**
 * The small server-rendered unsubscribe page of property alerts, in the saved
 * search's language: a confirmation with one button (GET), the done message (POST), or "link not
 * found". Self-contained HTML: system fonts, inline styles (no script), visible focus ring,
 * `noindex`. Every value is HTML-escaped.
 */
import type { Locale } from '../../lib/locales';
import { escapeHtml } from '../../lib/escapeHtml';
import { UNSUBSCRIBE_TEXTS, unsubscribeConfirmBody, unsubscribeDoneBody } from './digestTexts';

/** Which page to show. */
export type UnsubscribePageState =
  | { kind: 'confirm'; email: string; siteName: string; formAction: string }
  | { kind: 'done'; email: string; siteName: string }
  | { kind: 'not-found' };

/** Inline style sheet of the alert pages (unsubscribe and confirmation): no external resource. */
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

/** The complete HTML document of a state, in `locale`. */
export function renderUnsubscribePage(state: UnsubscribePageState, locale: Locale): string {
  const e = escapeHtml;
  const t = UNSUBSCRIBE_TEXTS;
  let heading: string;
  let body: string;
  if (state.kind === 'confirm') {
    heading = t.confirmHeading[locale];
    body = `<p>${e(unsubscribeConfirmBody(state.email, state.siteName, locale))}</p>
    <form method="post" action="${e(state.formAction)}"><button type="submit">${e(t.confirmButton[locale])}</button></form>`;
  } else if (state.kind === 'done') {
    heading = t.doneHeading[locale];
    body = `<p role="status">${e(unsubscribeDoneBody(state.email, state.siteName, locale))}</p>
    <a class="link" href="/${locale}">${e(t.backToSite[locale])}</a>`;
  } else {
    heading = t.notFoundHeading[locale];
    body = `<p>${e(t.notFoundBody[locale])}</p>
    <a class="link" href="/${locale}">${e(t.backToSite[locale])}</a>`;
  }
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${e(heading)} · ${e(t.title[locale])}</title>
<style>${ALERT_PAGE_STYLE}</style>
</head>
<body>
<main>
  <p class="eyebrow">${e(t.title[locale])}</p>
  <h1>${e(heading)}</h1>
  ${body}
</main>
</body>
</html>
`;
}
