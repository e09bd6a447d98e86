/**
 * The two alternative texts of an image (French and English), required before the image is
 * placed: each input says so (`aria-required`), and a warning tells what is missing.
 * `value`/`onChange` carry `{fr, en}` (at most 300 characters each, like the server).
 */
import { formText, type UiLocale } from '../forms/messages';
import dialogs from '../shell/dialogs.module.css';
import styles from './MediaPage.module.css';

/** Longest alt text the server keeps, characters. */
export const MAX_ALT_LENGTH = 300;

export interface AltTextFieldsProps {
  uiLocale: UiLocale;
  idPrefix: string;
  value: { fr: string; en: string };
  onChange(value: { fr: string; en: string }): void;
  disabled?: boolean;
}

/** True when both alt texts hold more than spaces. */
export function altComplete(alt: { fr: string; en: string }): boolean {
  return alt.fr.trim() !== '' && alt.en.trim() !== '';
}

/** See the module docstring. */
export function AltTextFields({ uiLocale, idPrefix, value, onChange, disabled }: AltTextFieldsProps) {
  const t = (key: Parameters<typeof formText>[1]) => formText(uiLocale, key);
  return (
    <div className={styles.altFields}>
      {(['fr', 'en'] as const).map((locale) => (
        <div key={locale} className={dialogs.field}>
          <label htmlFor={`${idPrefix}-alt-${locale}`}>{t(locale === 'fr' ? 'editor.forms.media.alt-fr' : 'editor.forms.media.alt-en')}</label>
          <input
            id={`${idPrefix}-alt-${locale}`}
            lang={locale}
            value={value[locale]}
            maxLength={MAX_ALT_LENGTH}
            aria-required="true"
            aria-invalid={value[locale].trim() === '' || undefined}
            aria-describedby={`${idPrefix}-alt-help`}
            disabled={disabled}
            onChange={(event) => onChange({ ...value, [locale]: event.target.value })}
          />
        </div>
      ))}
      <p id={`${idPrefix}-alt-help`} className={styles.help}>
        {t('editor.forms.media.alt-help')}
      </p>
      {altComplete(value) ? null : (
        <p className={styles.warning}>
          <span className={styles.badgeWarning}>{t('editor.forms.media.alt-missing')}</span> {t('editor.forms.media.alt-missing-help')}
        </p>
      )}
    </div>
  );
}
