import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderBlock';
import { ContactModal } from './ContactModal';
import { createFakeCaptcha } from '../../testing/fakeCaptcha';

// The altcha web component cannot run in jsdom; the modal's job is its title and form.
const captcha = createFakeCaptcha();

async function openWith(args: { recipientType?: string; recipientSlug?: string }, options: { locale?: 'fr' | 'en'; siteType?: 'broker' | 'agency' } = {}) {
  const view = await renderWithProviders(<ContactModal />, {
    captcha,
    locale: options.locale ?? 'en',
    payload: { site_type: options.siteType ?? 'broker' },
  });
  act(() => view.stores.modal.getState().openContact(args));
  return view;
}

describe('ContactModal', () => {
  it('is closed until the modal store asks for it', async () => {
    await renderWithProviders(<ContactModal />, { captcha, locale: 'en' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['broker', 'administrative_team', 'executive_team'])('is titled “Contact me” for an individual recipient (%s)', async (recipientType) => {
    await openWith({ recipientType });
    expect(screen.getByRole('dialog', { name: 'Contact me' })).toBeInTheDocument();
  });

  it.each(['team', 'agency', 'office'])('is titled “Contact us” for a group recipient (%s)', async (recipientType) => {
    await openWith({ recipientType });
    expect(screen.getByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('uses the site type when no recipient is given', async () => {
    await openWith({}, { siteType: 'agency', locale: 'fr' });
    expect(screen.getByRole('dialog', { name: 'Contactez-nous' })).toBeInTheDocument();
  });

  it('says “Contactez-moi” in French and holds the contact form', async () => {
    await openWith({ recipientType: 'broker', recipientSlug: 'isabelle-tremblay' }, { locale: 'fr' });
    expect(screen.getByRole('dialog', { name: 'Contactez-moi' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contactez-moi' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Prénom/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
  });

  it('closes through the store', async () => {
    const { stores } = await openWith({ recipientType: 'team' });
    act(() => stores.modal.getState().close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('the contact-us list of an agency', () => {
    const recipients = [
      { recipient_type: 'office', recipient_slug: 'saint-jerome', name: { fr: 'Bureau de Saint-Jérôme', en: 'Saint-Jérôme office' }, description: { fr: 'Ventes résidentielles', en: 'Residential sales' } },
      { recipient_type: 'team', recipient_slug: 'commercial', name: { fr: 'Service commercial', en: 'Commercial department' } },
    ];
    const openList = async () => {
      const view = await renderWithProviders(<ContactModal />, {
    captcha,
        locale: 'en',
        payload: { site_type: 'agency', metadata: { contact_form: { show_consent: true, recipients } } },
      });
      act(() => view.stores.modal.getState().openContact({}));
      return view;
    };

    it('lists the offices and departments, then shows the form addressed to the chosen one', async () => {
      const user = userEvent.setup();
      const { stores } = await openList();
      const dialog = screen.getByRole('dialog', { name: 'Contact us' });
      expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: /Saint-Jérôme office.*Residential sales/ })).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: /Commercial department/ }));
      expect(within(dialog).getByTestId('contact-modal-addressee')).toHaveTextContent('To: Commercial department');
      expect(within(dialog).getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
      const back = within(dialog).getByRole('button', { name: 'Back to the list' });
      expect(back).toHaveFocus();
      await user.click(back);
      expect(within(dialog).getByRole('button', { name: /Saint-Jérôme office/ })).toHaveFocus();
      expect(stores.scrollLock.getState().requests.modal).toBe(true);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('goes straight to the form when a link names its recipient', async () => {
      const view = await renderWithProviders(<ContactModal />, {
    captcha,
        locale: 'en',
        payload: { site_type: 'agency', metadata: { contact_form: { show_consent: true, recipients } } },
      });
      act(() => view.stores.modal.getState().openContact({ recipientType: 'office', recipientSlug: 'saint-jerome' }));
      expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Commercial department/ })).not.toBeInTheDocument();
    });
  });
});
