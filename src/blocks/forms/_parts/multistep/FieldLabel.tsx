/**
 * A field label with the required mark (`*`, hidden from screen readers: the input carries
 * `aria-required`) or the "(optional)" note (spec 001 §5: province and country are shown required).
 */
import { useIntl } from 'react-intl';
import { Label } from 'react-aria-components';
import styles from './fields.module.css';

export function FieldLabel({ text, required, as = 'label' }: { text: string; required?: boolean; as?: 'label' | 'legend' | 'span' }) {
  const intl = useIntl();
  const content = (
    <>
      {text}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : (
        <span className={styles.optional}> ({intl.formatMessage({ id: 'lead-form.optional' })})</span>
      )}
    </>
  );
  if (as === 'label') return <Label className={styles.label}>{content}</Label>;
  if (as === 'legend') return <legend className={styles.label}>{content}</legend>;
  return <span className={styles.label}>{content}</span>;
}
