/**
 * The contact modals (spec 000 §2 "Modals and toast": "Contact modal: title 'me' when the recipient
 * is an individual, 'us' otherwise. Recipient types broker, administrative_team and executive_team
 * count as individual.").
 *
 * Rendered once per page by the renderer; opens when `stores.modal` holds `contact` (links with
 * `on_click_action: {action_type: 'open_contact_modal', action_params: {recipient_type,
 * recipient_slug}}` call `openContact`). Without a recipient type the page's site decides: a broker
 * site is an individual (the contact-me modal, the form alone), an agency site is a group.
 *
 * The contact-us list: on an agency site whose `metadata.contact_form.recipients` lists offices and
 * departments, "Contact us" without a recipient first lists them; choosing one shows the
 * {@link ContactForm} addressed to it (`recipient_type`, `recipient_slug`), with a way back to the
 * list. The {@link Modal} traps focus, closes on Escape, locks the page scroll and returns focus.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { INDIVIDUAL_RECIPIENTS } from '../../../schema/contactValues';
import type { ContactRecipient } from '../../../schema/page';
import { useAppContext, useLocalized, usePagePayload } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { ContactForm } from '../contact_form_block/ContactForm';
import styles from './ContactModal.module.css';

/** True when a recipient type is an individual (broker, administrative_team, executive_team). */
export function isIndividualRecipient(recipientType: string | undefined): boolean {
  return (INDIVIDUAL_RECIPIENTS as readonly string[]).includes(recipientType ?? '');
}

export function ContactModal() {
  const intl = useIntl();
  const localize = useLocalized();
  const { stores } = useAppContext();
  const payload = usePagePayload();
  const contact = useStore(stores.modal, (state) => state.contact);
  const titleId = useId();
  const [chosen, setChosen] = useState<ContactRecipient | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const recipients = payload.metadata.contact_form?.recipients ?? [];
  const listMode = contact !== null && !contact.recipientType && payload.site_type === 'agency' && recipients.length > 0;
  const title = intl.formatMessage({ id: isIndividualRecipient(contact?.recipientType ?? (payload.site_type === 'agency' ? undefined : 'broker')) ? 'contact-modal.title-me' : 'contact-modal.title-us' });

  // A new opening starts from the list.
  useEffect(() => {
    if (contact === null) setChosen(null);
  }, [contact]);
  // Focus follows the step: the back button once a recipient is chosen, the list when going back.
  const stepped = useRef(false);
  useEffect(() => {
    if (!stepped.current) return;
    if (chosen) backRef.current?.focus();
    else listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [chosen]);
  const choose = (recipient: ContactRecipient | null) => {
    stepped.current = true;
    setChosen(recipient);
  };

  let body = null;
  if (contact && listMode && !chosen) {
    body = (
      <div className={styles.list}>
        <p className={styles.intro}>{intl.formatMessage({ id: 'contact-modal.list-intro' })}</p>
        <ul ref={listRef} className={styles.recipients}>
          {recipients.map((recipient) => (
            <li key={`${recipient.recipient_type}:${recipient.recipient_slug}`}>
              <button type="button" className={styles.recipient} onClick={() => choose(recipient)}>
                <span className={styles.recipientText}>
                  <span className={styles.recipientName}>{localize(recipient.name)}</span>
                  {recipient.description ? <span className={styles.recipientDescription}>{localize(recipient.description)}</span> : null}
                </span>
                <Icon value="chevron-right" size={20} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (contact) {
    body = (
      <>
        {listMode && chosen ? (
          <div className={styles.addressee}>
            <button ref={backRef} type="button" className={styles.back} onClick={() => choose(null)}>
              <Icon value="chevron-left" size={18} />
              <span>{intl.formatMessage({ id: 'contact-modal.back-to-list' })}</span>
            </button>
            <p className={styles.to} data-testid="contact-modal-addressee">
              {intl.formatMessage({ id: 'contact-modal.addressed-to' }, { name: localize(chosen.name) ?? '' })}
            </p>
          </div>
        ) : null}
        <ContactForm
          recipientType={listMode ? chosen?.recipient_type : contact.recipientType}
          recipientSlug={listMode ? chosen?.recipient_slug : contact.recipientSlug}
          labelledBy={titleId}
        />
      </>
    );
  }

  return (
    <Modal isOpen={contact !== null} onClose={() => stores.modal.getState().close()} title={<span id={titleId}>{title}</span>} className={styles.dialog}>
      {body}
    </Modal>
  );
}
