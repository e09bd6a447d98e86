/**
 * The success message of a multi-step form (spec 001 §8 "Form success: Request Sent / Your request
 * has been sent successfully"); a form may replace the second line with its own `message` (the
 * property alert asks the visitor to confirm from their inbox). Takes the focus when it appears so
 * screen readers announce it.
 */
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './multiStep.module.css';

export function SuccessMessage({ message }: { message?: string }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.success} role="status" tabIndex={-1}>
      <CircleCheck aria-hidden="true" />
      <div>
        <p className={styles.successTitle}>{intl.formatMessage({ id: 'form.success.title' })}</p>
        <p>{message ?? intl.formatMessage({ id: 'form.success.message' })}</p>
      </div>
    </div>
  );
}
