/**
 * The full testimony in a popup (spec 001 §2 "A full testimony opens in a popup via a show-more
 * click; the popup closes by close action or outside click and blocks page scroll"): the shared
 * {@link Modal} (close button, Escape, outside click, scroll lock, focus returned), titled with the
 * author's name, with their portrait, subtitle and whole text.
 */
import type { ReactNode } from 'react';
import type { ImageValue } from '../../../schema/content';
import { Modal } from '../../ui/Modal';
import { PersonAvatar } from './PersonAvatar';
import styles from './people.module.css';

export interface TestimonyModalProps {
  isOpen: boolean;
  onClose: () => void;
  name: string;
  subtitle?: string;
  avatar?: ImageValue | null;
  /** The whole testimony (plain text; line breaks kept). */
  text: string;
  /** Extra line under the text (a date, stars). */
  footer?: ReactNode;
}

export function TestimonyModal({ isOpen, onClose, name, subtitle, avatar, text, footer }: TestimonyModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={name} scrollLockName="testimony">
      <div className={styles.modalPerson}>
        <PersonAvatar value={avatar} size={64} />
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      <blockquote className={styles.modalText}>{text}</blockquote>
      {footer ? <div className={styles.modalFooter}>{footer}</div> : null}
    </Modal>
  );
}
