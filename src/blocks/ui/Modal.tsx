/**
 * Accessible modal dialog (spec 000 §2 "Modals and toast": "Page scroll is locked while any modal
 * is open").
 *
 * Built on react-aria-components `ModalOverlay` / `Modal` / `Dialog`: focus moves into the dialog
 * and is trapped there, Escape and a click outside close it, focus returns to the element that was
 * focused before it opened, and content outside is hidden from assistive technology. The page
 * scroll lock is also requested in `stores.scrollLock` under `scrollLockName` (default `modal`)
 * while the modal is open, so the renderer's scroll-lock effect and the header know about it.
 *
 * Client-only by nature: a closed modal renders nothing, on the server as in the browser.
 */
import { useEffect, useId, type ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { CloseButton } from './CloseButton';
import { useAppContext } from '../runtime/AppContext';
import styles from './Modal.module.css';

export interface ModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called when the visitor closes it (close button, Escape, click outside). */
  onClose: () => void;
  /** Visible title, also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Width: `medium` ≈ 640 px, `large` ≈ 960 px (max). Default `medium`. */
  size?: 'medium' | 'large';
  /** Name of the scroll-lock request in `stores.scrollLock`; default `modal`. */
  scrollLockName?: string;
  /** Extra class on the dialog panel. */
  className?: string;
}

export function Modal({ isOpen, onClose, title, children, size = 'medium', scrollLockName = 'modal', className }: ModalProps) {
  const { stores } = useAppContext();
  const titleId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const lock = stores.scrollLock.getState();
    lock.set(scrollLockName, true);
    return () => stores.scrollLock.getState().set(scrollLockName, false);
  }, [isOpen, scrollLockName, stores]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      className={styles.overlay}
    >
      <AriaModal className={`${styles.modal} ${size === 'large' ? styles.large : ''}`}>
        <Dialog className={`${styles.dialog} ${className ?? ''}`} aria-labelledby={titleId}>
          <div className={styles.header}>
            <Heading slot="title" id={titleId} className={styles.title}>
              {title}
            </Heading>
            <CloseButton onPress={onClose} size="lg" className={styles.close} />
          </div>
          <div className={styles.content}>{children}</div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
