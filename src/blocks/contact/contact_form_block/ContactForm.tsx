/**
 * The contact form (spec 000 §4 "Contact form", §5 "Contact form", §7 "Contact", §8 "Contact
 * form"), used by `contact_form_block` and by the contact modal.
 *
 * - Required first name, last name, email and message (trimmed, 5 rows); email type check;
 *   optional phone masked `(###) ###-####` as the visitor types.
 * - Checks with `contactFields` (src/schema/contact.ts) on submit, and per field on blur once the
 *   field was edited. Inline messages under each field (`aria-invalid`, `aria-describedby`):
 *   a missing value shows `contact-form.errors.required`, a malformed one its own message
 *   (`contact-form.message.errors.{field}-invalid`). A failed check focuses the first invalid
 *   field and shows the failure toast listing the per-field messages
 *   (`contact-form.message.errors.{field}-{rule}`); nothing is sent.
 * - Consent boxes (transaction, linking to the terms of use and privacy policy; marketing) only
 *   when `metadata.contact_form.show_consent`; both unchecked by default.
 * - States (`data-state` on the form): neutral → sending (every field disabled, button shows
 *   `contact-form.sending`) → success (toast "Request sent!" with a 5 s countdown; message cleared,
 *   consents reset, names/email/phone kept) or failure (toast listing the messages: server field
 *   errors, `contact-form.message.failure.network` on a network error; every value kept). Closing
 *   the toast returns to neutral.
 * - Captcha through `useCaptcha` (token as `recaptcha_response`, reset after each submission);
 *   submit disabled when no captcha is configured. A hidden honeypot input `website`.
 * - Visitor contact info (first name, last name, email, phone) is read from and written to
 *   `stores.contactInfo` (session storage), so the next form is prefilled.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLeaveGuard } from '../../runtime/leaveGuard';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { Button, FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { LoaderCircle } from 'lucide-react';
import { ROUTE_KEYS } from '../../../lib/locales';
import { maskPhone } from '../../../lib/phoneMask';
import { useAppContext, useLocale, usePagePayload } from '../../runtime/AppContext';
import { useCaptcha } from '../../ui/captcha/useCaptcha';
import { ConsentCheckbox } from '../../ui/forms/ConsentCheckbox';
import { useFormValues } from '../../ui/forms/useFormValues';
import {
  CONTACT_INFO_FIELDS,
  EMPTY_CONTACT_FORM,
  contactRequestBody,
  invalidFieldsInOrder,
  isRequiredKey,
  prefillFromContactInfo,
  serverErrors,
  validateContactField,
  validateContactForm,
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFormValues,
} from './contactFormValues';
import styles from './ContactForm.module.css';

/** Seconds the success toast stays before closing itself (spec 000 §9 "Contact toast countdown 5 s"). */
export const SUCCESS_TOAST_COUNTDOWN_S = 5;

/** The captcha action name of this form. */
export const CONTACT_CAPTCHA_ACTION = 'contact_form';

export type ContactFormStatus = 'neutral' | 'sending' | 'success' | 'failure';

export interface ContactFormProps {
  /** Who receives the request (spec 000 §2 recipient types); sent as `recipient_type`. */
  recipientType?: string;
  /** Which broker/team/office receives it; sent as `recipient_slug`. */
  recipientSlug?: string;
  /** Id of the element naming the form (a block title or the modal title). */
  labelledBy?: string;
  /** MLS number of the listing the request is about; sent as `uls` so the lead records it. */
  listingUls?: string;
  /** Message the form starts with (and returns to after a send), e.g. the listing question. */
  initialMessage?: string;
}

export function ContactForm({ recipientType, recipientSlug, labelledBy, listingUls, initialMessage = '' }: ContactFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const payload = usePagePayload();
  const { stores, api } = useAppContext();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useCaptcha(`contact-form${formId}`, formRef);
  const showConsent = payload.metadata.contact_form.show_consent;

  const { values, setValues, setField, edited, clearEdited } = useFormValues<ContactFormValues>(() => ({ ...EMPTY_CONTACT_FORM, message: initialMessage }));
  // A visitor leaving with a message typed and not sent is asked first.
  useLeaveGuard(edited);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [status, setStatus] = useState<ContactFormStatus>('neutral');
  const dirty = useRef(new Set<ContactFieldName>());
  const honeypotRef = useRef<HTMLInputElement>(null);
  const toastId = useRef<number | null>(null);
  const inputs = useRef<Partial<Record<ContactFieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  // Prefill from the visitor's contact info (session storage), after hydration.
  useEffect(() => {
    const store = stores.contactInfo;
    if (Object.keys(store.getState().info).length === 0) store.getState().hydrateFromSession();
    setValues((current) => prefillFromContactInfo(current, store.getState().info));
  }, [stores, setValues]);
  // Keep up with contact info entered in another form on the same page while this one is empty.
  const contactInfo = useStore(stores.contactInfo, (state) => state.info);
  useEffect(() => {
    setValues((current) => prefillFromContactInfo(current, contactInfo));
  }, [contactInfo, setValues]);

  const sending = status === 'sending';
  const message = (key: string) =>
    intl.messages[key] !== undefined ? intl.formatMessage({ id: key }) : intl.formatMessage({ id: 'form.failure.message' });

  function update<K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) {
    const next = setField(field, value);
    if (field in CONTACT_INFO_FIELDS && typeof value === 'string') {
      stores.contactInfo.getState().set(CONTACT_INFO_FIELDS[field as keyof typeof CONTACT_INFO_FIELDS], value);
    }
    const name = field as ContactFieldName;
    if (errors[name] !== undefined) setErrors((current) => ({ ...current, [name]: validateContactField(next, name) }));
  }

  function onBlur(field: ContactFieldName) {
    if (!dirty.current.has(field) && errors[field] === undefined) return;
    setErrors((current) => ({ ...current, [field]: validateContactField(values, field) }));
  }

  function closeOwnToast() {
    if (toastId.current !== null) stores.toast.getState().close(toastId.current);
    toastId.current = null;
  }

  function showToast(kind: 'success' | 'failure', lines: string[]) {
    const id = stores.toast.getState().show({
      kind,
      title: intl.formatMessage({ id: kind === 'success' ? 'contact-form.message.success.title' : 'contact-form.message.failure.title' }),
      lines,
      countdownS: kind === 'success' ? SUCCESS_TOAST_COUNTDOWN_S : undefined,
      onClose: () => {
        if (toastId.current === id) toastId.current = null;
        setStatus((current) => (current === 'sending' ? current : 'neutral'));
      },
    });
    toastId.current = id;
  }

  function fail(lines: string[]) {
    setStatus('failure');
    showToast('failure', lines);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !captcha.ready) return;
    closeOwnToast();

    const found = validateContactForm(values);
    const invalid = invalidFieldsInOrder(found);
    if (invalid.length > 0) {
      setErrors(found);
      inputs.current[invalid[0]]?.focus();
      fail(invalid.map((field) => message(found[field]!)));
      return;
    }

    setErrors({});
    setStatus('sending');
    let token: string;
    try {
      token = await captcha.getToken(CONTACT_CAPTCHA_ACTION);
    } catch (error) {
      console.error('Contact form: the captcha failed', error);
      captcha.reset();
      fail([message('contact-form.message.errors.captcha-invalid')]);
      return;
    }

    const body = contactRequestBody(values, {
      captchaToken: token,
      locale,
      recipientType,
      recipientSlug,
      listingUls,
      honeypot: honeypotRef.current?.value ?? '',
    });
    try {
      const response = await api.contact({ micrositeId: payload.microsite_id, siteKey: payload.site_key, locale, body });
      if (response.status >= 200 && response.status < 300) {
        if (response.data?.status !== 'success') console.warn('Contact form: unexpected response, treated as sent', response.data);
        setValues((current) => ({ ...current, message: initialMessage, consent_transaction: false, consent_marketing: false }));
        clearEdited();
        dirty.current.delete('message');
        setStatus('success');
        showToast('success', [intl.formatMessage({ id: 'contact-form.message.success.subtitle' })]);
      } else if (response.status === 422) {
        const { fields, keys } = serverErrors(response.data?.errors);
        setErrors(fields);
        fail(keys.length ? keys.map(message) : [message('contact-form.message.failure.network')]);
      } else if (response.status === 429) {
        fail([message('contact-form.message.errors.rate-limited')]);
      } else {
        console.warn(`Contact form: HTTP ${response.status}`, response.data);
        fail([message('contact-form.message.failure.network')]);
      }
    } catch (error) {
      console.warn('Contact form: network error', error);
      fail([message('contact-form.message.failure.network')]);
    } finally {
      captcha.reset();
    }
  }

  const errorText = (field: ContactFieldName) => {
    const key = errors[field];
    if (!key) return undefined;
    return intl.formatMessage({ id: isRequiredKey(key) ? 'contact-form.errors.required' : key });
  };

  const textField = (field: ContactFieldName, options: { type?: string; autoComplete: string; required: boolean; multiline?: boolean; description?: ReactNode; onChange?: (value: string) => string }) => {
    const error = errorText(field);
    const labelKey = { first_name: 'firstname', last_name: 'lastname', email: 'email', phone: 'phone', message: 'message' }[field];
    return (
      <TextField
        className={`${styles.field} ${options.multiline ? styles.wide : ''}`}
        name={field}
        type={options.multiline ? undefined : (options.type ?? 'text')}
        value={values[field]}
        onChange={(value) => {
          dirty.current.add(field);
          update(field, options.onChange ? options.onChange(value) : value);
        }}
        onBlur={() => onBlur(field)}
        isRequired={options.required}
        isInvalid={error !== undefined}
        isDisabled={sending}
        validationBehavior="aria"
        autoComplete={options.autoComplete}
      >
        <Label className={styles.label}>
          {intl.formatMessage({ id: `contact-form.fields.${labelKey}` })}
          {!options.required && <span className={styles.optional}> ({intl.formatMessage({ id: 'contact-form.fields.optional' })})</span>}
        </Label>
        {options.multiline ? (
          <TextArea className={`${styles.input} ${styles.textarea}`} rows={5} ref={(el) => void (inputs.current[field] = el)} />
        ) : (
          <Input className={styles.input} ref={(el) => void (inputs.current[field] = el)} />
        )}
        {options.description && !error ? (
          <Text slot="description" className={styles.hint}>
            {options.description}
          </Text>
        ) : null}
        <FieldError className={styles.error}>{error}</FieldError>
      </TextField>
    );
  };

  const newTab = <span className={styles.visuallyHidden}> ({intl.formatMessage({ id: 'common.new-tab' })})</span>;
  const routeLink = (href: string) => (chunks: ReactNode[]) => (
    <a href={href} target="_blank" rel="noopener" className={styles.consentLink}>
      {chunks}
      {newTab}
    </a>
  );

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      data-leave-guard=""
      onSubmit={onSubmit}
      data-state={status}
      aria-labelledby={labelledBy}
      aria-busy={sending || undefined}
    >
      <div className={styles.grid}>
        {textField('first_name', { autoComplete: 'given-name', required: true })}
        {textField('last_name', { autoComplete: 'family-name', required: true })}
        {textField('email', { type: 'email', autoComplete: 'email', required: true })}
        {textField('phone', {
          type: 'tel',
          autoComplete: 'tel-national',
          required: false,
          description: intl.formatMessage({ id: 'contact-form.fields.phone-hint' }),
          onChange: maskPhone,
        })}
        {textField('message', { autoComplete: 'off', required: true, multiline: true })}
      </div>

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${formId}-website`}>{intl.formatMessage({ id: 'contact-form.fields.website' })}</label>
        <input ref={honeypotRef} id={`${formId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      {showConsent ? (
        <div className={styles.consents}>
          <ConsentCheckbox
            name="consent_transaction"
            isSelected={values.consent_transaction}
            onChange={(selected) => update('consent_transaction', selected)}
            isDisabled={sending}
          >
            <FormattedMessage
              id="contact-form.consent.transaction"
              values={{ terms: routeLink(ROUTE_KEYS.termsOfUse[locale]), privacy: routeLink(ROUTE_KEYS.privacyPolicy[locale]) }}
            />
          </ConsentCheckbox>
          <ConsentCheckbox
            name="consent_marketing"
            isSelected={values.consent_marketing}
            onChange={(selected) => update('consent_marketing', selected)}
            isDisabled={sending}
          >
            {intl.formatMessage({ id: 'contact-form.consent.marketing' })}
          </ConsentCheckbox>
        </div>
      ) : null}

      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} isDisabled={!captcha.ready} isPending={sending}>
          {sending ? <LoaderCircle className={styles.spinner} aria-hidden="true" /> : null}
          {intl.formatMessage({ id: sending ? 'contact-form.sending' : 'contact-form.submit' })}
        </Button>
        {!captcha.ready ? <p className={styles.unavailable}>{intl.formatMessage({ id: 'contact-form.captcha-unavailable' })}</p> : null}
      </div>
    </form>
  );
}
