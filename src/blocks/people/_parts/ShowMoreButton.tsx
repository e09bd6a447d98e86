/**
 * The "show more" button of the lists that start short (rewards and testimonials 3, partners 6):
 * pressed once, the parent shows everything and the button goes away; focus then moves to the
 * first newly shown item (the parent passes its ref) so keyboard users continue where they were.
 */
import { useIntl } from 'react-intl';
import styles from './people.module.css';

export interface ShowMoreButtonProps {
  onPress: () => void;
  /** How many items are still hidden (read to screen readers). */
  hidden: number;
  /** Message id of the label (default `people.show-more`). */
  messageId?: string;
  /** Id of the list the button reveals. */
  controls?: string;
}

export function ShowMoreButton({ onPress, hidden, messageId = 'people.show-more', controls }: ShowMoreButtonProps) {
  const intl = useIntl();
  return (
    <div className={styles.moreRow}>
      <button type="button" className={styles.moreButton} onClick={onPress} aria-controls={controls} aria-expanded={false}>
        {intl.formatMessage({ id: messageId })}
        <span className={styles.srOnly}> ({intl.formatMessage({ id: 'people.hidden-count' }, { count: hidden })})</span>
      </button>
    </div>
  );
}
