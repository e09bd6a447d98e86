import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderBlock';
import { ContactModal } from './ContactModal';

// The altcha web component cannot run in jsdom; the modal's job is its title and form.
vi.mock('../../ui/captcha/useCaptcha', () => ({
  useCaptcha: () => ({ ready: true, getToken: async () => 'captcha-token', reset: () => {} }),
}));

async function openWith(args: { recipientType?: string; recipientSlug?: string }, options: { locale?: 'fr' | 'en'; siteType?: 'broker' | 'agency' } = {}) {
  const view = await renderWithProviders(<ContactModal />, {
    locale: options.locale ?? 'en',
    payload: { site_type: options.siteType ?? 'broker' },
  });
  act(() => view.stores.modal.getState().openContact(args));
  return view;
}

describe('ContactModal', () => {
  it('is closed until the modal store asks for it', async () => {
    await renderWithProviders(<ContactModal />, { locale: 'en' });
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
});
