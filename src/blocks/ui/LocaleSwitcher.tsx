/**
 * LocaleSwitcher (spec 000 §2 "Locale behaviour", §4 "Headers"): a link to the current page in the
 * other locale (from `alternate_paths`, else its home). Clicking sets the `i18n_redirected` cookie,
 * then navigates on the client (a full reload when the page injected locale-specific scripts).
 * Carries `hreflang`/`lang` of the target, and an accessible name written in the target language
 * (`header.language-switch-label`, e.g. "View this page in English" on a French page). A previewed
 * `variant` query parameter is kept. On a blog post that does not exist in the other language, the
 * click opens the language warning modal instead and the visitor stays on the post.
 */
import { useContext, useState } from 'react';
import { useIntl } from 'react-intl';
import { LOCALE_ISO, otherLocale } from '../../lib/locales';
import { PagePayloadContext, useLocale } from '../runtime/AppContext';
import { useNavigation } from '../runtime/navigation';
import { Icon } from './Icon';
import { lazyOnOpen } from './lazyOnOpen';
import { LOCALE_SWITCH_ATTRIBUTE, localeSwitchPath, missingTranslation, needsFullReloadOnSwitch, setLocaleCookie } from './localeSwitch';
import styles from './LocaleSwitcher.module.css';

// Only a page missing in the other language opens it.
const LanguageWarningModal = lazyOnOpen(() => import('./LanguageWarningModal').then((module) => module.LanguageWarningModal));

export interface LocaleSwitcherProps {
  className?: string;
  /** `short` shows the code (EN/FR), `long` the language name (default short). */
  display?: 'short' | 'long';
  /** Called after the click (e.g. to close the mobile menu). */
  onSwitch?: () => void;
}

/** The language switch link. */
export function LocaleSwitcher({ className, display = 'short', onSwitch }: LocaleSwitcherProps) {
  const intl = useIntl();
  const locale = useLocale();
  const payload = useContext(PagePayloadContext);
  const target = otherLocale(locale);
  const path = localeSwitchPath(target, payload?.alternate_paths);
  const iso = LOCALE_ISO[target];
  const { useQueryParam, Link: InternalLink } = useNavigation();
  const variant = useQueryParam('variant') || payload?.variant?.id;
  const name = intl.formatMessage({ id: 'header.language-switch' });
  const label = intl.formatMessage({ id: 'header.language-switch-label' });
  const [warning, setWarning] = useState(false);
  const untranslated = missingTranslation(target, payload);
  return (
    <>
      <InternalLink
        to={path}
        search={variant ? { variant } : {}}
        reloadDocument={needsFullReloadOnSwitch(payload)}
        hrefLang={iso}
        lang={iso}
        {...{ [LOCALE_SWITCH_ATTRIBUTE]: target }}
        aria-label={label}
        title={label}
        className={[styles.switcher, className].filter(Boolean).join(' ')}
        onClick={(event) => {
          if (untranslated) {
            // A post without this language: warn instead of leaving for a page that does not exist.
            event.preventDefault();
            setWarning(true);
            return;
          }
          setLocaleCookie(target);
          onSwitch?.();
        }}
      >
        <Icon value="globe" size={18} />
        <span className={styles.text}>{display === 'long' ? name : target.toUpperCase()}</span>
      </InternalLink>
      {untranslated ? <LanguageWarningModal isOpen={warning} onClose={() => setWarning(false)} target={target} /> : null}
    </>
  );
}
