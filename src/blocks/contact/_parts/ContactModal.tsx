/**
 * The contact modal (spec 000 §2 "Modals and toast": "Contact modal: title 'me' when the recipient
 * is an individual, 'us' otherwise. Recipient types broker, administrative_team and executive_team
 * count as individual.").
 *
 * Rendered once per page by the renderer; opens when `stores.modal` holds `contact` (links with
 * `on_click_action: {action_type: 'open_contact_modal', action_params: {recipient_type,
 * recipient_slug}}` call `openContact`). Without a recipient type the page's site decides: a broker
 * site is an individual, an agency site is a group. Contains the same {@link ContactForm}.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { INDIVIDUAL_RECIPIENTS } from '../../../schema/contact';
import { useAppContext, usePagePayload } from '../../runtime/AppContext';
import { Modal } from '../../ui/Modal';
import { ContactForm } from '../contact_form_block/ContactForm';
import styles from './ContactModal.module.css';

/** True when a recipient type is an individual (broker, administrative_team, executive_team). */
export function isIndividualRecipient(recipientType: string | undefined): boolean {
  return (INDIVIDUAL_RECIPIENTS as readonly string[]).includes(recipientType ?? '');
}

export function ContactModal() {
  const intl = useIntl();
  const { stores } = useAppContext();
  const payload = usePagePayload();
  const contact = useStore(stores.modal, (state) => state.contact);
  const titleId = useId();
  const recipientType = contact?.recipientType ?? (payload.site_type === 'agency' ? undefined : 'broker');
  const title = intl.formatMessage({ id: isIndividualRecipient(recipientType) ? 'contact-modal.title-me' : 'contact-modal.title-us' });

  return (
    <Modal isOpen={contact !== null} onClose={() => stores.modal.getState().close()} title={<span id={titleId}>{title}</span>} className={styles.dialog}>
      {contact ? (
        <ContactForm recipientType={contact.recipientType} recipientSlug={contact.recipientSlug} labelledBy={titleId} />
      ) : null}
    </Modal>
  );
}
