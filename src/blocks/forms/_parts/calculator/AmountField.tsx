/**
 * A whole-CAD amount field (spec 001 §5: "numeric text, spaces removed, parsed as integer, empty
 * means 0, displayed with thousands spacing"): shows "350 000" as the visitor types, keeps the caret
 * after the same digit, and reports the parsed amount. A react-aria TextField (label, description,
 * error wired to the input for screen readers), `inputMode="numeric"`, a "$" adornment (before the amount in English, after it in French).
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { useLocale } from '../../../runtime/AppContext';
import { caretAfterDigits, formatAmount, formatTypedAmount, parseAmount } from '../../../../lib/mortgage/amountInput';
import styles from './calculator.module.css';

export interface AmountFieldProps {
  label: ReactNode;
  /** Amount in whole CAD. */
  value: number;
  onChange: (amount: number) => void;
  name: string;
  /** Helper text under the field (hidden while an error shows). */
  description?: ReactNode;
  /** Field message; the field is marked invalid while it is set. */
  error?: ReactNode;
  /** Ids of further elements describing the field (e.g. the alert it triggers). */
  describedBy?: string;
}

export function AmountField({ label, value, onChange, name, description, error, describedBy }: AmountFieldProps) {
  // The text is kept while the visitor types (so an empty field stays empty); an outside change of
  // the amount (e.g. from the percentage) rewrites it.
  const locale = useLocale();
  const [text, setText] = useState(() => (value > 0 ? formatAmount(value) : ''));
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  if (parseAmount(text) !== value) {
    const next = value > 0 ? formatAmount(value) : text === '' ? '' : '0';
    if (next !== text) setText(next);
  }

  useLayoutEffect(() => {
    if (caret.current !== null && inputRef.current && document.activeElement === inputRef.current) {
      inputRef.current.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  }, [text]);

  function onTextChange(typed: string) {
    const input = inputRef.current;
    const position = input?.selectionStart ?? typed.length;
    const digitsBefore = typed.slice(0, position).replace(/\D/g, '').length;
    const formatted = formatTypedAmount(typed);
    caret.current = caretAfterDigits(formatted, digitsBefore);
    setText(formatted);
    onChange(parseAmount(formatted));
  }

  return (
    <TextField
      className={styles.field}
      name={name}
      value={text}
      onChange={onTextChange}
      isInvalid={error !== undefined && error !== null}
      validationBehavior="aria"
      inputMode="numeric"
      autoComplete="off"
      aria-describedby={describedBy}
    >
      <Label className={styles.label}>{label}</Label>
      {/* The dollar sign goes before the amount in English and after it in French (spec 001 §9). */}
      <div className={styles.inputWrap} data-currency={locale === 'en' ? 'prefix' : 'suffix'}>
        <Input ref={inputRef} className={`${styles.input} ${styles.amountInput}`} placeholder="0" />
        <span className={styles.adornment} aria-hidden="true">
          $
        </span>
      </div>
      {description && !error ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{error}</FieldError>
    </TextField>
  );
}
