/**
 * The small server-rendered unsubscribe page of property alerts, in the saved
 * search's language: a confirmation with one button (GET), the done message (POST), or "link not
 * found". Self-contained HTML: system fonts, inline styles (no script), visible focus ring,
 * `noindex`. Every value is HTML-escaped.
 */
import type { Locale } from '../../lib/locales';
import { escapeHtml } from '../../lib/escapeHtml';
import { alertPageDocument } from './alertPage';
import { UNSUBSCRIBE_TEXTS, unsubscribeConfirmBody, unsubscribeDoneBody } from './digestTexts';

/** Which page to show. */
export type UnsubscribePageState =
  | { kind: 'confirm'; email: string; siteName: string; formAction: string }
  | { kind: 'done'; email: string; siteName: string }
  | { kind: 'not-found' };

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
  return alertPageDocument(
    locale,
    `${heading} · ${t.title[locale]}`,
    `  <p class="eyebrow">${e(t.title[locale])}</p>
  <h1>${e(heading)}</h1>
  ${body}`,
  );
}
