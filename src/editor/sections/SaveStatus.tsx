/**
 * The draft's save status in the toolbar,
 * announced politely to screen readers.
 */
import { useIntl } from 'react-intl';
import type { SaveStatus as Status } from '../drafts/draftSaver';
import styles from '../shell/Toolbar.module.css';

const MESSAGE: Record<Status, string> = {
  saved: 'editor.save.saved',
  pending: 'editor.save.unsaved',
  saving: 'editor.save.saving',
  retrying: 'editor.save.retrying',
  conflict: 'editor.save.unsaved',
  forbidden: 'editor.save.forbidden',
};

export function SaveStatus({ status }: { status: Status }) {
  const intl = useIntl();
  return (
    <span className={styles.status} data-save-status={status} role="status" aria-label={intl.formatMessage({ id: 'editor.status.label' })}>
      <span className={styles.dot} data-tone={status === 'saved' ? 'ok' : status === 'retrying' || status === 'forbidden' || status === 'conflict' ? 'bad' : 'busy'} aria-hidden />
      {intl.formatMessage({ id: MESSAGE[status] })}
    </span>
  );
}
