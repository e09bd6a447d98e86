import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactResponse } from '../../../api/contentApi';
import type { BlockProps } from '../../defineBlock';
import { pasteInto } from '../../testing/pasteInto';
import { renderBlock } from '../../testing/renderBlock';
import { CONTACT_INFO_STORAGE_KEY } from '../../runtime/stores';
import { Toasts } from '../../ui/Toasts';
import { getBlockDefinition } from '../../registry';
import { createFakeCaptcha } from '../../testing/fakeCaptcha';

const contactFormBlock = getBlockDefinition('contact_form_block')!;

const captcha = createFakeCaptcha();

type ContactCall = (args: { micrositeId: string; siteKey: string; locale: string; body: Record<string, string> }) => Promise<ContactResponse>;

/** The block and the page's toasts, as the renderer shows them. */
function ContactPage(props: BlockProps<typeof contactFormBlock.fields, typeof contactFormBlock.params>) {
  const Block = contactFormBlock.component!;
  return (
    <>
      <Block {...props} />
      <Toasts />
    </>
  );
}

async function renderForm(options: { locale?: 'fr' | 'en'; showConsent?: boolean; contact?: ContactCall } = {}) {
  const contact = vi.fn<ContactCall>(options.contact ?? (async () => ({ status: 200, data: { status: 'success' } })));
  const definition = { ...contactFormBlock, component: ContactPage };
  const view = await renderBlock(definition, {}, {
    captcha,
    locale: options.locale ?? 'en',
    api: { contact },
    payload: { metadata: { contact_form: { show_consent: options.showConsent ?? true } } },
  });
  return { ...view, contact, user: userEvent.setup({ delay: null }) };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const en = {
  first: /^First name/,
  last: /^Last name/,
  email: /^Email address/,
  phone: /^Phone number/,
  message: /^Message/,
};

/** Fills every field validly: the phone number typed (its mask formats keystrokes), the rest pasted. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await pasteInto(user, field(en.first), 'Marie-Ève');
  await pasteInto(user, field(en.last), 'Gagnon');
  await pasteInto(user, field(en.email), 'marie-eve.gagnon@example.ca');
  await user.type(field(en.phone), '8195550123');
  await pasteInto(user, field(en.message), '  Visit on Saturday?  ');
}

afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  sessionStorage.clear();
  captcha.ready = true;
  captcha.getToken.mockClear();
  captcha.reset.mockClear();
});

describe('contact_form_block — validation', () => {
  it('shows every required message in English, inline and in the failure toast, and focuses the first field', async () => {
    const { user, contact } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('The request could not be submitted')).toBeInTheDocument();
    for (const text of [
      'The First name field is required',
      'The Last name field is required',
      'The Email Address field is required',
      'The message field is required',
    ]) {
      expect(within(toast).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText('This field is required')).toHaveLength(4);

    const first = field(en.first);
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('This field is required');
    expect(field(en.phone)).not.toHaveAttribute('aria-invalid');
    expect(contact).not.toHaveBeenCalled();
    expect(captcha.getToken).not.toHaveBeenCalled();
  });

  it('shows the French messages', async () => {
    const { user } = await renderForm({ locale: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('La demande n’a pas pu être envoyée')).toBeInTheDocument();
    for (const text of [
      'Le champ Prénom est obligatoire',
      'Le champ Nom est obligatoire',
      'Le champ Adresse courriel est obligatoire',
      'Le champ Message est obligatoire',
    ]) {
      expect(within(toast).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toHaveFocus();
  });

  it('checks the email and the phone format (English and French)', async () => {
    const { user, contact } = await renderForm();
    await user.type(field(en.first), 'Luc');
    await user.type(field(en.last), 'Bergeron');
    await user.type(field(en.email), 'luc.bergeron@');
    await user.type(field(en.phone), '819555');
    await user.type(field(en.message), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(field(en.email)).toHaveAccessibleDescription('The email address field is invalid');
    expect(field(en.phone)).toHaveAccessibleDescription('The phone number field is invalid');
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('The email address field is invalid')).toBeInTheDocument();
    expect(within(toast).getByText('The phone number field is invalid')).toBeInTheDocument();
    expect(field(en.email)).toHaveFocus();
    expect(contact).not.toHaveBeenCalled();
  });

  it('shows the French format messages', async () => {
    const { user } = await renderForm({ locale: 'fr' });
    await user.type(screen.getByRole('textbox', { name: /^Adresse courriel/ }), 'pas-un-courriel');
    await user.type(screen.getByRole('textbox', { name: /^Numéro de téléphone/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('textbox', { name: /^Adresse courriel/ })).toHaveAccessibleDescription(
      'Le champ Adresse courriel n’est pas valide',
    );
    expect(screen.getByRole('textbox', { name: /^Numéro de téléphone/ })).toHaveAccessibleDescription(
      'Le champ Numéro de téléphone n’est pas valide',
    );
  });

  it('checks a field when the visitor leaves it, and clears the message once fixed', async () => {
    const { user } = await renderForm();
    await user.type(field(en.email), 'isabelle');
    await user.tab();
    expect(field(en.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The email address field is invalid')).toBeInTheDocument();
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');

    await user.type(field(en.email), '@example.ca');
    expect(field(en.email)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The email address field is invalid')).not.toBeInTheDocument();
  });

  it('does not flag an untouched field when tabbing through', async () => {
    const { user } = await renderForm();
    await user.click(field(en.first));
    await user.tab();
    expect(field(en.first)).not.toHaveAttribute('aria-invalid');
  });

  it('masks the phone as the visitor types', async () => {
    const { user } = await renderForm();
    await user.type(field(en.phone), '819');
    expect(field(en.phone)).toHaveValue('(819');
    await user.type(field(en.phone), '5550123');
    expect(field(en.phone)).toHaveValue('(819) 555-0123');
    await user.type(field(en.phone), '99');
    expect(field(en.phone)).toHaveValue('(819) 555-0123');
  });

  it('has a 5-row message and a hidden honeypot out of the tab order', async () => {
    const { container } = await renderForm();
    expect(field(en.message).tagName).toBe('TEXTAREA');
    expect(field(en.message)).toHaveAttribute('rows', '5');
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('contact_form_block — consent boxes', () => {
  it('shows both boxes unchecked, linking to the terms of use and privacy policy', async () => {
    await renderForm({ showConsent: true });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: /terms of use/ })).toHaveAttribute('href', '/en/terms-of-use');
    expect(screen.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/en/privacy-policy');
  });

  it('links to the French pages in French', async () => {
    await renderForm({ locale: 'fr' });
    expect(screen.getByRole('link', { name: /conditions d’utilisation/ })).toHaveAttribute('href', '/fr/conditions-et-utilisation');
    expect(screen.getByRole('link', { name: /politique de confidentialité/ })).toHaveAttribute('href', '/fr/politique-confidentialite');
  });

  it('hides them when show_consent is false', async () => {
    await renderForm({ showConsent: false });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /terms of use/ })).not.toBeInTheDocument();
  });
});

describe('contact_form_block — submission', () => {
  it('sends the spec fields, shows “Request sent!” with a 5 s countdown, clears the message and keeps the names', async () => {
    let answer!: (response: ContactResponse) => void;
    const { user, contact, container } = await renderForm({
      contact: () => new Promise((resolve) => (answer = resolve)),
    });
    await fillValid(user);
    const [transaction, marketing] = screen.getAllByRole('checkbox');
    await user.click(transaction);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // Sending: every field disabled, the button says so.
    const sendingButton = await screen.findByRole('button', { name: 'Sending…' });
    expect(sendingButton).toHaveAttribute('aria-disabled', 'true');
    expect(field(en.first)).toBeDisabled();
    expect(field(en.message)).toBeDisabled();
    expect(transaction).toBeDisabled();
    expect(container.querySelector('form')).toHaveAttribute('data-state', 'sending');

    expect(captcha.getToken).toHaveBeenCalledWith('contact_form');
    expect(contact).toHaveBeenCalledTimes(1);
    const call = contact.mock.calls[0][0];
    expect(call).toMatchObject({ micrositeId: 'demo-microsite', siteKey: 'demo-site-key', locale: 'en' });
    expect(call.body).toEqual({
      recaptcha_response: 'captcha-token',
      form_type: 'contact_form',
      locale: 'en',
      full_name: 'Marie-Ève Gagnon',
      first_name: 'Marie-Ève',
      last_name: 'Gagnon',
      phone: '(819) 555-0123',
      email: 'marie-eve.gagnon@example.ca',
      message: 'Visit on Saturday?',
      consent_transaction: '1',
      consent_marketing: '0',
      recipient_type: 'broker',
      recipient_slug: 'isabelle-tremblay',
      website: '',
    });

    await act(async () => answer({ status: 200, data: { status: 'success' } }));

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Request sent!')).toBeInTheDocument();
    expect(within(toast).getByText('This message will close in 5 seconds')).toBeInTheDocument();
    expect(field(en.message)).toHaveValue('');
    expect(field(en.first)).toHaveValue('Marie-Ève');
    expect(field(en.last)).toHaveValue('Gagnon');
    expect(field(en.email)).toHaveValue('marie-eve.gagnon@example.ca');
    expect(field(en.phone)).toHaveValue('(819) 555-0123');
    expect(transaction).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    expect(field(en.first)).toBeEnabled();
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    expect(container.querySelector('form')).toHaveAttribute('data-state', 'success');
  });

  it('returns to neutral when the success toast closes', async () => {
    const { user, container } = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const toast = await screen.findByRole('status');
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Request sent!')).not.toBeInTheDocument();
    expect(container.querySelector('form')).toHaveAttribute('data-state', 'neutral');
  });

  it('keeps every value and lists the server’s field errors when the request is refused', async () => {
    const { user, container } = await renderForm({
      contact: async () => ({
        status: 422,
        data: { status: 'error', errors: { email: ['contact-form.message.errors.email-invalid'], recaptcha_response: ['contact-form.message.errors.captcha-invalid'] } },
      }),
    });
    await fillValid(user);
    const [transaction, marketing] = screen.getAllByRole('checkbox');
    await user.click(transaction);
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('The request could not be submitted')).toBeInTheDocument();
    expect(within(toast).getByText('The email address field is invalid')).toBeInTheDocument();
    expect(within(toast).getByText('The anti-robot check failed. Please try again.')).toBeInTheDocument();
    expect(field(en.email)).toHaveAttribute('aria-invalid', 'true');

    expect(field(en.first)).toHaveValue('Marie-Ève');
    expect(field(en.last)).toHaveValue('Gagnon');
    expect(field(en.email)).toHaveValue('marie-eve.gagnon@example.ca');
    expect(field(en.phone)).toHaveValue('(819) 555-0123');
    expect(field(en.message)).toHaveValue('  Visit on Saturday?  ');
    expect(transaction).toBeChecked();
    expect(marketing).toBeChecked();
    expect(captcha.reset).toHaveBeenCalledTimes(1);
    expect(container.querySelector('form')).toHaveAttribute('data-state', 'failure');

    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(container.querySelector('form')).toHaveAttribute('data-state', 'neutral');
  });

  it('adds the network message when the request cannot reach the server, keeping every value', async () => {
    const { user } = await renderForm({ contact: () => Promise.reject(new TypeError('Failed to fetch')) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('An error occurred while submitting the form. Please try again later.')).toBeInTheDocument();
    expect(field(en.message)).toHaveValue('  Visit on Saturday?  ');
    expect(field(en.email)).toHaveValue('marie-eve.gagnon@example.ca');
  });

  it('treats a 2xx answer without status success as sent, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderForm({ contact: async () => ({ status: 200, data: null }) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Request sent!')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('shows a failure toast when the captcha cannot run, without posting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    captcha.getToken.mockRejectedValueOnce(new Error('Failed to execute'));
    const { user, contact } = await renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('The anti-robot check failed. Please try again.')).toBeInTheDocument();
    expect(contact).not.toHaveBeenCalled();
  });

  it('shows the rate-limit message on 429', async () => {
    const { user } = await renderForm({ contact: async () => ({ status: 429, data: null }) });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
  });
});

describe('contact_form_block — visitor contact info', () => {
  it('prefills from session storage and saves what the visitor types (first name, last name, email, phone)', async () => {
    sessionStorage.setItem(CONTACT_INFO_STORAGE_KEY, JSON.stringify({ firstname: 'Julie', lastname: 'Roy', email: 'julie.roy@example.ca' }));
    const { user } = await renderForm();
    expect(field(en.first)).toHaveValue('Julie');
    expect(field(en.last)).toHaveValue('Roy');
    expect(field(en.email)).toHaveValue('julie.roy@example.ca');

    await user.type(field(en.phone), '4185550199');
    await user.type(field(en.message), 'Secret');
    const stored = JSON.parse(sessionStorage.getItem(CONTACT_INFO_STORAGE_KEY)!);
    expect(stored).toEqual({ firstname: 'Julie', lastname: 'Roy', email: 'julie.roy@example.ca', phone: '(418) 555-0199' });
  });
});

describe('contact_form_block — layout', () => {
  it('shows the broker card and the contact infos beside the form', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { name: 'Let’s talk about your real estate project' })).toBeInTheDocument();
    expect(screen.getByText('Isabelle Tremblay')).toBeInTheDocument();
    expect(screen.getByText('Residential real estate broker')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portrait of Isabelle Tremblay' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reach me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /819-555-0142/ })).toHaveAttribute('href', 'tel:+18195550142');
    expect(screen.getByRole('form', { name: 'Let’s talk about your real estate project' })).toBeInTheDocument();
  });
});
