import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const contactFormBlock = getBlockDefinition('contact_form_block')!;

// The real useCaptcha: the provider comes from the page payload.
describe('contact_form_block — captcha setup', () => {
  it('disables submit and says why when no captcha is configured', async () => {
    await renderBlock(contactFormBlock, {}, { locale: 'en', payload: { metadata: { captcha: { provider: 'none' } } } });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(
      screen.getByText('The form is temporarily unavailable: the anti-robot check is not set up for this site.'),
    ).toBeInTheDocument();
  });

  it('disables submit when reCAPTCHA is selected without a site key', async () => {
    await renderBlock(contactFormBlock, {}, { locale: 'fr', payload: { metadata: { captcha: { provider: 'recaptcha' } }, recaptcha: null } });
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });
});
