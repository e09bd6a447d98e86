/**
 * The 409 choice: someone else changed this page, reload theirs or overwrite — never a silent
 * overwrite. An alert dialog that cannot be
 * dismissed without choosing.
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ConflictInfo } from './draftSaver';
import styles from '../shell/dialogs.module.css';

export interface ConflictDialogProps {
  conflict: ConflictInfo | null;
  onReload(): void;
  onOverwrite(): void;
}

export function ConflictDialog({ conflict, onReload, onOverwrite }: ConflictDialogProps) {
  const intl = useIntl();
  const when = conflict?.updatedAt ? intl.formatTime(conflict.updatedAt, { hour: 'numeric', minute: '2-digit' }) : 'none';
  return (
    <ModalOverlay isOpen={conflict !== null} isDismissable={false} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog} data-conflict-dialog>
          <Heading slot="title" className={styles.title}>
            <FormattedMessage id="editor.conflict.title" />
          </Heading>
          <p>
            <FormattedMessage id="editor.conflict.body" values={{ who: conflict?.updatedBy || intl.formatMessage({ id: 'editor.conflict.someone' }), when }} />
          </p>
          <div className={styles.actions}>
            <Button className={styles.secondary} onPress={onReload}>
              <FormattedMessage id="editor.conflict.reload" />
            </Button>
            <Button className={styles.primary} onPress={onOverwrite} autoFocus>
              <FormattedMessage id="editor.conflict.overwrite" />
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
