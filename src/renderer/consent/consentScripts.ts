/**
 * The site scripts a page holds inert until the visitor consents (src/lib/consent.ts): running
 * those of the categories agreed to, in their document order, and Google Consent Mode v2's
 * signals for a page with a Google tag (every storage denied by default, then the visitor's
 * choice, both before the tag runs).
 */
import { CONSENT_CATEGORY_ATTRIBUTE, CONSENT_SOURCE_ATTRIBUTE } from '../../lib/consent';
import { googleConsentState, isGoogleTag, type ConsentCategory, type ConsentChoice } from '../../lib/consentChoice';

/** Marks a script already run, so a later choice never runs it twice. */
const RAN_ATTRIBUTE = 'data-consent-ran';

type GtagWindow = Window & { dataLayer?: unknown[] };

/** The page's inert scripts that have not run yet, in document order. */
function waitingScripts(doc: Document): HTMLScriptElement[] {
  return [...doc.querySelectorAll<HTMLScriptElement>(`script[${CONSENT_CATEGORY_ATTRIBUTE}]:not([${RAN_ATTRIBUTE}])`)];
}

/** True when one of the page's inert scripts is Google's tag. */
export function hasGoogleTag(doc: Document): boolean {
  return [...doc.querySelectorAll<HTMLScriptElement>(`script[${CONSENT_CATEGORY_ATTRIBUTE}]`)].some((script) =>
    isGoogleTag({ src: script.getAttribute(CONSENT_SOURCE_ATTRIBUTE), content: script.text }),
  );
}

/**
 * Sends a Consent Mode command as Google's own snippet does (`function gtag(){dataLayer.push(arguments)}`):
 * gtag.js reads Arguments objects from the data layer, not arrays, when it runs or at once when it already runs.
 */
function gtag(win: GtagWindow, ...command: unknown[]): void {
  const layer = (win.dataLayer = win.dataLayer ?? []);
  const push = function (..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects
    layer.push(arguments);
  };
  push(...command);
}

/** Google Consent Mode v2 default: every storage denied until the visitor chooses (waiting up to 500 ms for the choice). */
export function sendGoogleConsentDefault(win: Window): void {
  gtag(win as GtagWindow, 'consent', 'default', { ...googleConsentState({ analytics: false, marketing: false }), wait_for_update: 500 });
}

/** Google Consent Mode v2 update: the visitor's choice. */
export function sendGoogleConsentUpdate(win: Window, choice: ConsentChoice): void {
  gtag(win as GtagWindow, 'consent', 'update', googleConsentState(choice));
}

/**
 * Runs the waiting scripts of the categories `choice` agrees to: each replaced by a live copy
 * with the page's CSP nonce (inline code, or its address, executed in document order).
 * @returns how many scripts were run
 */
export function runConsentedScripts(doc: Document, choice: ConsentChoice, nonce: string | undefined): number {
  let ran = 0;
  for (const inert of waitingScripts(doc)) {
    const category = inert.getAttribute(CONSENT_CATEGORY_ATTRIBUTE) as ConsentCategory;
    if (!choice[category]) continue;
    const live = doc.createElement('script');
    if (nonce) live.nonce = nonce;
    const src = inert.getAttribute(CONSENT_SOURCE_ATTRIBUTE);
    if (src) {
      live.src = src;
      // Added scripts are async by default: in order, as the page listed them.
      live.async = false;
    } else live.text = inert.text;
    inert.setAttribute(RAN_ATTRIBUTE, '');
    inert.after(live);
    ran += 1;
  }
  return ran;
}
