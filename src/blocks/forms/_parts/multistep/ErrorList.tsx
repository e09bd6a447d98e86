/**
 * The error list of a multi-step form (spec 001 §5 "Error display: a danger message title plus one
 * line per error key"; §8 form failure). Shown after a failed "next" (title "Please correct the
 * following", one line per invalid field) or a failed submission (title "The request could not be
 * submitted", the failure message, then one line per field error the server returned). After a
 * failed submission the list takes the focus.
 */
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LEAD_INVALID_FORMAT, LEAD_REQUIRED } from '../../../../schema/leadFormValues';
import type { SubmitFailure } from './useMultiStepForm';
import type { FieldErrors } from './stepValidation';
import styles from './multiStep.module.css';

export interface ErrorListProps {
  errors: FieldErrors;
  submitFailure: SubmitFailure | null;
  /** Visible label of each field, for generic messages ("Email: Required field"). */
  fieldLabels: Record<string, string>;
  /** Field order on screen (all steps), so lines follow the form. */
  fieldOrder: readonly string[];
}

const FAILURE_LINE: Record<SubmitFailure, string> = {
  failure: 'form.failure.message',
  'rate-limited': 'lead-form.errors.rate-limited',
  captcha: 'contact-form.message.errors.captcha-invalid',
};

export function ErrorList({ errors, submitFailure, fieldLabels, fieldOrder }: ErrorListProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  // After a failed submission the submit button was disabled (focus lost): the list takes it.
  useEffect(() => {
    if (submitFailure) ref.current?.focus();
  }, [submitFailure]);
  const fields = Object.keys(errors).sort((a, b) => rank(fieldOrder, a) - rank(fieldOrder, b));
  if (!submitFailure && fields.length === 0) return null;

  const line = (field: string) => {
    const key = errors[field]!;
    const own = key !== LEAD_REQUIRED && key !== LEAD_INVALID_FORMAT && intl.messages[key] !== undefined;
    if (own && key.startsWith(`${LEAD_REQUIRED}.`)) return intl.formatMessage({ id: key });
    const message = intl.formatMessage({ id: own ? key : key.startsWith(LEAD_REQUIRED) ? LEAD_REQUIRED : LEAD_INVALID_FORMAT });
    const label = fieldLabels[field];
    return label ? intl.formatMessage({ id: 'lead-form.errors.line' }, { field: label, message }) : message;
  };
  const lines = [...(submitFailure ? [intl.formatMessage({ id: FAILURE_LINE[submitFailure] })] : []), ...fields.map(line)];

  return (
    <div ref={ref} className={styles.errorList} role="alert" tabIndex={-1}>
      <p className={styles.errorTitle}>
        <CircleAlert aria-hidden="true" />
        {intl.formatMessage({ id: submitFailure ? 'form.failure.title' : 'lead-form.errors.title' })}
      </p>
      <ul>
        {lines.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

function rank(order: readonly string[], field: string): number {
  const index = order.indexOf(field);
  return index === -1 ? order.length : index;
}
