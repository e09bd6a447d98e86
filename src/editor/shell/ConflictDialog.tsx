/**
 * The 409 `stale_revision` choice of every QA screen that saves a versioned document (a page, a
 * variant, an article, the site header, the general settings, a directory record): someone else saved it since it
 * was opened; reload their version (what was typed is dropped) or overwrite it with mine — never a
 * silent overwrite. An alert dialog; with `onCancel` it also closes with Escape or Cancel and keeps
 * the unsaved changes (a form saved by a button), without it a choice is required (an autosaved
 * draft cannot go on until one is made).
 */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { StaleRevision } from '../../api/cmsApi';
import styles from './dialogs.module.css';

/** What was changed by someone else: chooses the dialog's wording. */
export type ConflictDocument = 'page' | 'variant' | 'article' | 'header' | 'settings' | 'record';

/** Who saved the other version and when (ISO 8601), as far as the 409 answer says. */
export type ConflictFacts = Partial<Pick<StaleRevision, 'updatedBy' | 'updatedAt'>>;

export interface ConflictDialogProps {
  /** The conflict to resolve; null: closed. */
  conflict: ConflictFacts | null;
  document: ConflictDocument;
  /** While the chosen action runs: the buttons are disabled. */
  busy?: boolean;
  onReload(): void;
  onOverwrite(): void;
  /** Closes the dialog and keeps the unsaved changes; without it the dialog cannot be dismissed. */
  onCancel?(): void;
}

/** The reload / overwrite (/ cancel) choice after a stale save. */
export function ConflictDialog({ conflict, document, busy = false, onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  const intl = useIntl();
  const who = conflict?.updatedBy || null;
  const when = conflict?.updatedAt ? intl.formatDate(conflict.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <ModalOverlay isOpen={conflict !== null} isDismissable={Boolean(onCancel)} onOpenChange={(open) => !open && onCancel?.()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog} data-conflict-dialog>
          <Heading slot="title" className={styles.title}>
            {intl.formatMessage({ id: 'editor.conflict.title' }, { document })}
          </Heading>
          <p>{who && when ? intl.formatMessage({ id: 'editor.conflict.body' }, { document, who, when }) : intl.formatMessage({ id: 'editor.conflict.body-unknown' }, { document })}</p>
          <div className={styles.actions}>
            {onCancel ? (
              <Button className={styles.secondary} onPress={onCancel} isDisabled={busy}>
                {intl.formatMessage({ id: 'editor.conflict.cancel' })}
              </Button>
            ) : null}
            <Button className={styles.secondary} onPress={onReload} isDisabled={busy}>
              {intl.formatMessage({ id: 'editor.conflict.reload' })}
            </Button>
            <Button className={styles.danger} onPress={onOverwrite} isDisabled={busy}>
              {intl.formatMessage({ id: 'editor.conflict.overwrite' })}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
