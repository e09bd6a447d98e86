/**
 * "Someone else changed these settings": shown when a
 * save answers 409 `stale_revision`. The user chooses to reload (drop their changes and take the
 * current settings) or to overwrite (save their version over the current one). Escape or Cancel
 * closes the dialog and keeps the unsaved changes.
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { SettingsConflict } from '../../api/cmsSettingsApi';
import styles from './ConflictDialog.module.css';

export interface ConflictDialogProps {
  conflict: SettingsConflict | null;
  busy: boolean;
  onReload(): void;
  onOverwrite(): void;
  onCancel(): void;
}

/** The reload / overwrite choice. */
export function ConflictDialog({ conflict, busy, onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  const intl = useIntl();
  const when = conflict?.updatedAt ? intl.formatDate(conflict.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <ModalOverlay className={styles.overlay} isOpen={conflict !== null} isDismissable onOpenChange={(open) => !open && onCancel()}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role="alertdialog">
          <Heading slot="title" className={styles.title}>
            {intl.formatMessage({ id: 'editor.settings.conflict.title' })}
          </Heading>
          <p className={styles.body}>
            {conflict?.updatedBy && when
              ? intl.formatMessage({ id: 'editor.settings.conflict.body' }, { who: conflict.updatedBy, when })
              : intl.formatMessage({ id: 'editor.settings.conflict.body-unknown' })}
          </p>
          <div className={styles.actions}>
            <Button className={styles.secondary} onPress={onCancel} isDisabled={busy}>
              {intl.formatMessage({ id: 'editor.settings.conflict.cancel' })}
            </Button>
            <Button className={styles.secondary} onPress={onReload} isDisabled={busy}>
              {intl.formatMessage({ id: 'editor.settings.conflict.reload' })}
            </Button>
            <Button className={styles.danger} onPress={onOverwrite} isDisabled={busy}>
              {intl.formatMessage({ id: 'editor.settings.conflict.overwrite' })}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
