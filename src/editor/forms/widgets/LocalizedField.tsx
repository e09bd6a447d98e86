/**
 * LocalizedField: a bilingual `{fr, en}` value edited side by side (stacked on narrow panels), each
 * language with a "copy from the other language" button. The per-language control is given by `renderControl`.
 *
 * A key typed in one language re-renders that language's control alone: each language's column and
 * copy button are memoised on what they show (a keystroke is the editor's most frequent change).
 */
import { memo, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useForm } from '../FormContext';
import { formText, labelSeparator, type UiLocale } from '../messages';
import { pathKey, type FieldPath } from '../path';
import { FieldShell } from './FieldShell';
import styles from '../forms.module.css';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export interface LocalizedFieldProps {
  path: FieldPath;
  label: string;
  help?: string;
  value: Partial<Record<Locale, unknown>> | undefined;
  /** Extra controls beside the label. */
  actions?: ReactNode;
  /**
   * The control of one language; `label` is its visible label ("Main title (French)" for screen
   * readers). It must depend on its arguments and the field's path and label only: a language's
   * control is drawn again when one of those or the form's state changes, not when this function does.
   */
  renderControl(locale: Locale, label: ReactNode, value: unknown, onChange: (next: unknown) => void): ReactNode;
}

/** The visible label of one language of a bilingual field: the language name, the field name hidden. */
export function localeLabel(fieldLabel: string, locale: Locale, uiLocale: UiLocale): ReactNode {
  return (
    <>
      <span className={styles.srOnly}>{fieldLabel} (</span>
      <span className={styles.localeName}>{formText(uiLocale, `editor.forms.locale.${locale}`)}</span>
      <span className={styles.srOnly}>)</span>
    </>
  );
}

/** A bilingual field: fr and en controls with copy buttons. */
export function LocalizedField({ path, label, help, value, actions, renderControl }: LocalizedFieldProps) {
  const { uiLocale } = useForm();
  return (
    <FieldShell path={path} label={label} help={help} actions={actions}>
      <div className={styles.localePair}>
        {LOCALES.map((locale) => {
          const source = value?.[locale === 'fr' ? 'en' : 'fr'];
          return (
            <LocaleColumn
              key={locale}
              path={path}
              locale={locale}
              fieldLabel={label}
              uiLocale={uiLocale}
              current={value?.[locale]}
              hasSource={source !== undefined && source !== null && source !== ''}
              renderControl={renderControl}
            />
          );
        })}
      </div>
    </FieldShell>
  );
}

interface LocaleColumnProps {
  path: FieldPath;
  locale: Locale;
  fieldLabel: string;
  /** The editor's language (the controls' labels are in it). */
  uiLocale: UiLocale;
  /** The value in this language. */
  current: unknown;
  /** The other language has a value to copy. */
  hasSource: boolean;
  renderControl: LocalizedFieldProps['renderControl'];
}

/** Same column: the same language of the same field, showing the same values in the same UI language (`renderControl` aside, see its contract). */
const sameColumn = (a: LocaleColumnProps, b: LocaleColumnProps) =>
  a.locale === b.locale && a.fieldLabel === b.fieldLabel && a.uiLocale === b.uiLocale && a.current === b.current && a.hasSource === b.hasSource && pathKey(a.path) === pathKey(b.path);

/** One language of the field: its control, then its copy button. */
const LocaleColumn = memo(function LocaleColumn({ path, locale, fieldLabel, uiLocale, current, hasSource, renderControl }: LocaleColumnProps) {
  const { setAt } = useForm();
  return (
    <div className={styles.localeColumn} lang={locale}>
      {renderControl(locale, localeLabel(fieldLabel, locale, uiLocale), current, (next) => setAt([...path, locale], next))}
      <CopyButton path={path} locale={locale} fieldLabel={fieldLabel} hasSource={hasSource} />
    </div>
  );
}, sameColumn);

interface CopyButtonProps {
  path: FieldPath;
  locale: Locale;
  fieldLabel: string;
  hasSource: boolean;
}

/** "Copy from the other language": the other language's latest value, copied into this one. */
const CopyButton = memo(
  function CopyButton({ path, locale, fieldLabel, hasSource }: CopyButtonProps) {
    const { setAt, getAt, disabled, uiLocale } = useForm();
    const other: Locale = locale === 'fr' ? 'en' : 'fr';
    const copyText = formText(uiLocale, `editor.forms.copy-from-${other}`);
    return (
      <Button
        className={styles.linkButton}
        isDisabled={disabled || !hasSource}
        aria-label={`${copyText}${labelSeparator(uiLocale)}${fieldLabel} (${formText(uiLocale, `editor.forms.locale.${locale}`)})`}
        onPress={() => {
          const latest = getAt([...path, other]);
          if (latest !== undefined) setAt([...path, locale], structuredClone(latest));
        }}
      >
        {copyText}
      </Button>
    );
  },
  (a, b) => a.locale === b.locale && a.fieldLabel === b.fieldLabel && a.hasSource === b.hasSource && pathKey(a.path) === pathKey(b.path),
);
