/**
 * Confirmation before deleting a content variant: names the variant and
 * says that `?variant=` links will then show the normal page. Deleting cannot be undone.
 */
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import dialogs from '../shell/dialogs.module.css';

export interface DeleteVariantDialogProps {
  /** The variant to delete; null = closed. */
  variant: { id: string; name: string } | null;
  onClose(): void;
  /** Deletes; a rejection is shown in the dialog. */
  onConfirm(): Promise<void>;
}

export function DeleteVariantDialog({ variant, onClose, onConfirm }: DeleteVariantDialogProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(intl.formatMessage({ id: 'editor.variants.dialog.failed' }) + (error instanceof Error ? ` ${error.message}` : ''));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalOverlay isOpen={variant !== null} onOpenChange={(open) => !open && onClose()} isDismissable className={dialogs.overlay}>
      <Modal className={dialogs.modal}>
        <Dialog className={dialogs.dialog} role="alertdialog" data-variant-delete>
          <Heading slot="title" className={dialogs.title}>
            <FormattedMessage id="editor.variants.deleteTitle" />
          </Heading>
          <p>{variant ? intl.formatMessage({ id: 'editor.variants.deleteBody' }, { name: variant.name, id: variant.id }) : null}</p>
          {failure ? (
            <p className={dialogs.error} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={dialogs.actions}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice of the confirmation the user just opened takes the focus */}
            <Button className={dialogs.secondary} onPress={onClose} autoFocus>
              <FormattedMessage id="editor.variants.dialog.cancel" />
            </Button>
            <Button className={dialogs.danger} onPress={() => void confirm()} isDisabled={busy}>
              <FormattedMessage id="editor.variants.deleteConfirm" />
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
