/**
 * The consent manager of a site page whose settings add scripts that need consent (Quebec's Law
 * 25; src/lib/consent.ts): started by the page's island only then (it is part of the island's
 * chunk: a request of its own cost more than its bytes), written in plain DOM (no React root of
 * its own).
 *
 * - A stored choice younger than 12 months runs the scripts of the categories agreed to at once;
 *   otherwise nothing but necessary scripts runs and a banner asks: "Refuse all" and "Accept all"
 *   side by side with the same weight, "Customize" opening the preferences dialog (consentDialog.ts,
 *   its code fetched on the first opening). The banner is the first
 *   thing in the page's keyboard order (before the skip link, as accessible cookie banners are),
 *   fixed so that nothing moves, and docks at the top of the screen while a form's submit button
 *   would be under it.
 * - Any `[data-consent-open]` control (the footer's "Cookie preferences") opens the dialog: a
 *   choice can be changed or withdrawn at any time. Withdrawing a category whose scripts already
 *   ran reloads the page (a running script cannot be stopped).
 * - A page with Google's tag gets Consent Mode v2's default (all denied) and the visitor's choice
 *   before the tag runs.
 * - Once the choice is known `<html data-consent-ready>` is set, `window.vitrineConsent` holds it and
 *   `vitrine:consent` is dispatched (spec 000 §3 "a flag for whether the consent manager is ready").
 */
import { createIntl, type IntlShape } from 'react-intl';
import { CONSENT_OPEN_ATTRIBUTE } from '../../lib/consent';
import { ACCEPT_ALL, CONSENT_CATEGORIES, CONSENT_EVENT, CONSENT_READY_ATTRIBUTE, CONSENT_STORAGE_KEY, REFUSE_ALL, consentRecord, readConsent, type ConsentChoice } from '../../lib/consentChoice';
import type { Locale } from '../../lib/locales';
import type { ConsentDialog } from './consentDialog';
import { button, element } from './consentDom';
import { hasGoogleTag, runConsentedScripts, sendGoogleConsentDefault, sendGoogleConsentUpdate } from './consentScripts';
import styles from './consent.module.css';

/** What the page can ask of the consent manager (`window.vitrineConsent`). */
export interface ConsentManager {
  /** The visitor's choice; null until it is known. */
  readonly choice: ConsentChoice | null;
  /** Opens the preferences dialog. */
  open(): void;
}

declare global {
  interface Window {
    vitrineConsent?: ConsentManager;
  }
}

/** Storage that may be missing or refuse (private browsing, blocked storage): the choice then lasts for the page. */
function storageOf(win: Window): Storage | null {
  try {
    return win.localStorage;
  } catch {
    return null;
  }
}

/**
 * Starts the consent manager of the page (see the file comment).
 * @param locale the page's language
 * @param messages the page's messages (the `consent` ones came with the page)
 * @returns the manager, also set as `window.vitrineConsent`
 */
export function startConsentManager(locale: Locale, messages: Record<string, unknown>, doc: Document = document): ConsentManager {
  const win = doc.defaultView ?? window;
  const intl: IntlShape = createIntl({ locale, messages: messages as Record<string, string> });
  const t = (id: string) => intl.formatMessage({ id });
  const storage = storageOf(win);
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
  const google = hasGoogleTag(doc);
  let choice: ConsentChoice | null = readConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null, Date.now());
  let ran: ConsentChoice = { ...REFUSE_ALL };
  let banner: HTMLElement | null = null;

  const status = element(doc, 'div', 'visually-hidden');
  status.setAttribute('role', 'status');
  doc.body.append(status);

  function apply(next: ConsentChoice) {
    choice = next;
    if (google) sendGoogleConsentUpdate(win, next);
    runConsentedScripts(doc, next, nonce);
    ran = { analytics: ran.analytics || next.analytics, marketing: ran.marketing || next.marketing };
    doc.documentElement.setAttribute(CONSENT_READY_ATTRIBUTE, '');
    win.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { ...next } }));
  }

  /** Keeps the visitor's choice and acts on it; a withdrawn category whose scripts ran reloads the page. */
  function decide(next: ConsentChoice) {
    try {
      storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consentRecord(next, Date.now())));
    } catch {
      // Storage full or refused: the choice holds for this page only.
    }
    if (CONSENT_CATEGORIES.some((category) => ran[category] && !next[category])) {
      win.location.reload();
      return;
    }
    const fromBanner = banner?.contains(doc.activeElement) ?? false;
    closeBanner();
    apply(next);
    status.textContent = t('consent.saved');
    // The banner's button is gone with it: the visitor goes on from the page's main content.
    if (fromBanner) doc.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
  }

  function placeBanner() {
    if (!banner) return;
    const height = banner.getBoundingClientRect().height;
    const bottom = win.innerHeight;
    const submitIn = (top: number, end: number) =>
      [...doc.querySelectorAll<HTMLElement>('form [type="submit"]')].some((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.bottom > top && box.top < end;
      });
    const underBottom = submitIn(bottom - height, bottom);
    banner.dataset.dock = underBottom && !submitIn(0, height) ? 'top' : 'bottom';
  }
  let placing = 0;
  const schedulePlacing = () => {
    if (!placing) placing = win.requestAnimationFrame(() => ((placing = 0), placeBanner()));
  };

  function closeBanner() {
    banner?.remove();
    banner = null;
    win.removeEventListener('scroll', schedulePlacing);
    win.removeEventListener('resize', schedulePlacing);
  }

  function showBanner() {
    banner = element(doc, 'section', styles.banner);
    banner.setAttribute('aria-labelledby', 'consent-banner-title');
    banner.setAttribute('data-consent-banner', '');
    const title = element(doc, 'h2', styles.title, t('consent.banner.title'));
    title.id = 'consent-banner-title';
    const actions = element(doc, 'div', styles.actions);
    actions.append(
      button(doc, styles.choice, t('consent.refuse-all'), () => decide(REFUSE_ALL)),
      button(doc, styles.choice, t('consent.accept-all'), () => decide(ACCEPT_ALL)),
      button(doc, styles.customize, t('consent.customize'), () => open()),
    );
    const text = element(doc, 'div', styles.text);
    text.append(title, element(doc, 'p', undefined, t('consent.banner.text')));
    banner.append(text, actions);
    doc.body.prepend(banner);
    // Placed in the next frame, before it is painted: measured now, the whole page would be laid
    // out inside this task (a phone's longest after the island's start); in the frame, that layout
    // is the one the frame makes anyway.
    schedulePlacing();
    win.addEventListener('scroll', schedulePlacing, { passive: true });
    win.addEventListener('resize', schedulePlacing);
  }

  let dialog: Promise<ConsentDialog> | null = null;
  /** Opens the preferences dialog (its code comes on the first opening), showing the current choice. */
  function open() {
    const opener = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
    const loading = (dialog ??= import('./consentDialog').then((module) => module.createConsentDialog(doc, t, decide)));
    loading.then(
      (preferences) => preferences.open(choice, opener),
      // Its code could not be downloaded: the next press tries again.
      () => (dialog = null),
    );
  }

  doc.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest(`[${CONSENT_OPEN_ATTRIBUTE}]`) : null;
    if (!control) return;
    event.preventDefault();
    open();
  });

  const manager: ConsentManager = {
    get choice() {
      return choice;
    },
    open,
  };
  win.vitrineConsent = manager;
  if (google) sendGoogleConsentDefault(win);
  if (choice) apply(choice);
  else showBanner();
  return manager;
}
