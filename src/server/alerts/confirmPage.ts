/**
 * The small server-rendered confirmation page of property alerts, bilingual: the subscriber's
 * language first (the browser's when the link names no subscription), then the other. States: a
 * question with a button (GET: opening the link alone confirms nothing), confirmed (POST, or a
 * second visit), expired (7 days passed), invalid (malformed or altered link), unsubscribed.
 * Drawn in the alert pages' shell (alertPage.ts). Every value is HTML-escaped.
 */
import { otherLocale, type Locale } from '../../lib/locales';
import { escapeHtml } from '../../lib/escapeHtml';
import { alertPageDocument } from './alertPage';
import { CONFIRM_PAGE_TEXTS, confirmDoneBody, confirmPageBody, confirmUnsubscribedBody } from './confirmTexts';

/** Which page to show. */
export type ConfirmPageState =
  | { kind: 'confirm'; email: string; siteName: string; formAction: string }
  | { kind: 'done'; email: string; siteName: string }
  | { kind: 'unsubscribed'; email: string; siteName: string }
  | { kind: 'expired' }
  | { kind: 'invalid' };

const EXTRA_STYLE = `
  section + section { margin-top: 28px; padding-top: 24px; border-top: 1px solid #e5e7eb; }
  h2 { margin: 0 0 12px; font-size: 20px; line-height: 1.3; }
  section + section p { margin-bottom: 20px; }
`;

/** Heading and body (escaped HTML) of a state in one language. */
function part(state: ConfirmPageState, locale: Locale): { heading: string; body: string } {
  const e = escapeHtml;
  const t = CONFIRM_PAGE_TEXTS;
  const back = `<a class="link" href="/${locale}">${e(t.backToSite[locale])}</a>`;
  switch (state.kind) {
    case 'confirm':
      return {
        heading: t.confirmHeading[locale],
        body: `<p>${e(confirmPageBody(state.email, state.siteName, locale))}</p>
    <form method="post" action="${e(state.formAction)}"><button type="submit">${e(t.confirmButton[locale])}</button></form>`,
      };
    case 'done':
      return { heading: t.doneHeading[locale], body: `<p role="status">${e(confirmDoneBody(state.email, state.siteName, locale))}</p>\n    ${back}` };
    case 'unsubscribed':
      return { heading: t.unsubscribedHeading[locale], body: `<p>${e(confirmUnsubscribedBody(state.email, state.siteName, locale))}</p>\n    ${back}` };
    case 'expired':
      return { heading: t.expiredHeading[locale], body: `<p>${e(t.expiredBody[locale])}</p>\n    ${back}` };
    case 'invalid':
      return { heading: t.invalidHeading[locale], body: `<p>${e(t.invalidBody[locale])}</p>\n    ${back}` };
  }
}

/** The complete HTML document of a state, `locale` first, then the other language. */
export function renderConfirmPage(state: ConfirmPageState, locale: Locale): string {
  const e = escapeHtml;
  const second = otherLocale(locale);
  const main = part(state, locale);
  const other = part(state, second);
  const t = CONFIRM_PAGE_TEXTS;
  return alertPageDocument(
    locale,
    `${main.heading} · ${t.title[locale]}`,
    `  <section lang="${locale}">
    <p class="eyebrow">${e(t.title[locale])}</p>
    <h1>${e(main.heading)}</h1>
    ${main.body}
  </section>
  <section lang="${second}">
    <p class="eyebrow">${e(t.title[second])}</p>
    <h2>${e(other.heading)}</h2>
    ${other.body}
  </section>`,
    EXTRA_STYLE,
  );
}
