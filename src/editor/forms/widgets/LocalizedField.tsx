/**
 * LocalizedField: a bilingual `{fr, en}` value edited side by side (stacked on narrow panels), each
 * language with a "copy from the other language" button. The per-language control is given by `renderControl`.
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useForm } from '../FormContext';
import { formText, labelSeparator, type UiLocale } from '../messages';
import type { FieldPath } from '../path';
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
  /** The control of one language; `label` is its visible label ("Main title (French)" for screen readers). */
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
  const { setAt, getAt, disabled, uiLocale } = useForm();
  return (
    <FieldShell path={path} label={label} help={help} actions={actions}>
      <div className={styles.localePair}>
        {LOCALES.map((locale) => {
          const other: Locale = locale === 'fr' ? 'en' : 'fr';
          const source = value?.[other];
          const hasSource = source !== undefined && source !== null && source !== '';
          const copyText = formText(uiLocale, `editor.forms.copy-from-${other}`);
          return (
            <div key={locale} className={styles.localeColumn} lang={locale}>
              {renderControl(locale, localeLabel(label, locale, uiLocale), value?.[locale], (next) =>
                setAt([...path, locale], next),
              )}
              <Button
                className={styles.linkButton}
                isDisabled={disabled || !hasSource}
                aria-label={`${copyText}${labelSeparator(uiLocale)}${label} (${formText(uiLocale, `editor.forms.locale.${locale}`)})`}
                onPress={() => {
                  const latest = getAt([...path, other]);
                  if (latest !== undefined) setAt([...path, locale], structuredClone(latest));
                }}
              >
                {copyText}
              </Button>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}
