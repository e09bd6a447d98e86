/**
 * What a QA screen shows where something could not be loaded: an alert with `title` and a "Try
 * again" button (`retryLabel` to name it otherwise) calling `onRetry`.
 */
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import styles from './qaScreen.module.css';

export function RetryCard({ title, retryLabel, onRetry, className }: { title: string; retryLabel?: string; onRetry(): void; className?: string }) {
  const intl = useIntl();
  return (
    <div className={className ? `${styles.stateCard} ${className}` : styles.stateCard} role="alert">
      <p className={styles.stateTitle}>{title}</p>
      <Button className={styles.primaryButton} onPress={onRetry}>
        {retryLabel ?? intl.formatMessage({ id: 'qa.retry' })}
      </Button>
    </div>
  );
}
