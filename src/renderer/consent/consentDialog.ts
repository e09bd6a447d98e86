/**
 * The consent preferences (Quebec's Law 25: consent by purpose, withdrawable at any time): a
 * modal `<dialog>` (focus kept inside, Escape closes it, the focus goes back where it was) listing
 * each category with its purpose, necessary scripts always on, and "Refuse all", "Accept all" and
 * "Save my choices" with the same weight. Fetched the first time the preferences are opened
 * (the banner's "Customize", the footer's "Cookie preferences").
 */
import { ACCEPT_ALL, CONSENT_CATEGORIES, REFUSE_ALL, type ConsentCategory, type ConsentChoice } from '../../lib/consentChoice';
import { button, element } from './consentDom';
import styles from './consent.module.css';

/** The dialog, built once per page. */
export interface ConsentDialog {
  /** Shows it with `current` ticked (null: nothing agreed yet); `opener` gets the focus back when it closes. */
  open(current: ConsentChoice | null, opener: HTMLElement | null): void;
}

/**
 * Builds the dialog at the end of the body.
 * @param t the page's message by id
 * @param decide receives the visitor's choice (the dialog is closed first)
 */
export function createConsentDialog(doc: Document, t: (id: string) => string, decide: (choice: ConsentChoice) => void): ConsentDialog {
  const node = element(doc, 'dialog', styles.dialog);
  node.setAttribute('aria-labelledby', 'consent-dialog-title');
  node.setAttribute('data-consent-dialog', '');
  const head = element(doc, 'div', styles.dialogHead);
  const title = element(doc, 'h2', styles.title, t('consent.dialog.title'));
  title.id = 'consent-dialog-title';
  const close = button(doc, styles.close, '×', () => node.close());
  close.setAttribute('aria-label', t('consent.close'));
  head.append(title, close);
  const list = element(doc, 'div', styles.categories);
  const boxes = new Map<ConsentCategory, HTMLInputElement>();
  for (const category of ['necessary', ...CONSENT_CATEGORIES] as const) {
    const row = element(doc, 'label', styles.category);
    const box = element(doc, 'input');
    box.type = 'checkbox';
    box.name = `consent-${category}`;
    const words = element(doc, 'span', styles.categoryWords);
    words.append(element(doc, 'strong', undefined, t(`consent.category.${category}.title`)), element(doc, 'span', undefined, t(`consent.category.${category}.text`)));
    if (category === 'necessary') {
      box.checked = true;
      box.disabled = true;
      words.append(element(doc, 'em', styles.alwaysOn, t('consent.always-on')));
    } else boxes.set(category, box);
    row.append(box, words);
    list.append(row);
  }
  const finish = (choice: ConsentChoice) => {
    node.close();
    decide(choice);
  };
  const actions = element(doc, 'div', styles.dialogActions);
  actions.append(
    button(doc, styles.choice, t('consent.refuse-all'), () => finish(REFUSE_ALL)),
    button(doc, styles.choice, t('consent.accept-all'), () => finish(ACCEPT_ALL)),
    button(doc, styles.choice, t('consent.save'), () => finish({ analytics: boxes.get('analytics')!.checked, marketing: boxes.get('marketing')!.checked })),
  );
  node.append(head, element(doc, 'p', styles.intro, t('consent.dialog.intro')), list, actions);
  let opener: HTMLElement | null = null;
  node.addEventListener('close', () => opener?.focus({ preventScroll: true }));
  doc.body.append(node);
  return {
    open(current, from) {
      opener = from;
      for (const [category, box] of boxes) box.checked = Boolean(current?.[category]);
      if (!node.open) node.showModal();
    },
  };
}
