/**
 * The contact form on a listing page: `block_params.listing_uls` prefills the message
 * with the listing question and is sent as `uls`, so the lead records the MLS number.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContactResponse } from '../../../api/contentApi';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';
import { createFakeCaptcha } from '../../testing/fakeCaptcha';

const contactFormBlock = getBlockDefinition('contact_form_block')!;

const captcha = createFakeCaptcha();

const listingParams = {
  listing_uls: '28451937',
  listing_address: { fr: '1543, rue des Érables, Longueuil', en: '1543 Rue des Érables, Longueuil' },
};

describe('contact form about a listing', () => {
  it('prefills the listing question (en) and sends the MLS number as uls', async () => {
    const contact = vi.fn(async () => ({ status: 200, data: { status: 'success' } }) as ContactResponse);
    await renderBlock(contactFormBlock, { params: listingParams }, { captcha, locale: 'en', api: { contact } });
    const user = userEvent.setup();
    const message = screen.getByRole('textbox', { name: /^Message/ });
    expect(message).toHaveValue("I'd like more information about 1543 Rue des Érables, Longueuil (MLS 28451937).");
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Marie-Ève');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Gagnon');
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'marie-eve@example.ca');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(contact).toHaveBeenCalledTimes(1));
    const body = (contact.mock.calls[0] as unknown as [{ body: Record<string, string> }])[0].body;
    expect(body).toMatchObject({ uls: '28451937', message: "I'd like more information about 1543 Rue des Érables, Longueuil (MLS 28451937)." });
    // After a send the message returns to the listing question.
    await vi.waitFor(() => expect(message).toHaveValue("I'd like more information about 1543 Rue des Érables, Longueuil (MLS 28451937)."));
  });

  it('asks in French on the French page, and sends no uls without a listing', async () => {
    const contact = vi.fn(async () => ({ status: 200, data: { status: 'success' } }) as ContactResponse);
    const view = await renderBlock(contactFormBlock, { params: listingParams }, { captcha, locale: 'fr', api: { contact } });
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'J’aimerais obtenir plus de renseignements sur la propriété au 1543, rue des Érables, Longueuil (MLS 28451937).',
    );
    view.unmount();
    await renderBlock(contactFormBlock, {}, { captcha, locale: 'en', api: { contact } });
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  });
});
