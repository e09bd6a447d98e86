/**
 * The visible loading state of {@link MonacoEditor}: a calm placeholder box of the editor's height
 * (px) with a polite status ("Loading the code editor…"), shown while the monaco chunk downloads
 * and while monaco creates its editor.
 */
import { useIntl } from 'react-intl';
import styles from './MonacoEditor.module.css';

export function MonacoLoading({ height }: { height: number }) {
  const intl = useIntl();
  return (
    <div className={styles.loading} style={{ height: `${height}px` }} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{intl.formatMessage({ id: 'editor.monaco.loading', defaultMessage: 'Loading the code editor…' })}</span>
    </div>
  );
}
