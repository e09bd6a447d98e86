import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContactResponse } from '../../../api/contentApi';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { stubMatchMedia } from '../../ui/carousel/carouselTesting';
import { landingOverlap } from './landingOverlap';
import { createFakeCaptcha } from '../../testing/fakeCaptcha';

const captcha = createFakeCaptcha();

const definition = getBlockDefinition('hero_landing_page_block')!;
const heroOf = (heading: HTMLElement) => heading.closest<HTMLElement>('[data-hero]')!;

describe('landing overlap (spec 000 §9)', () => {
  it('is 64 px on small screens, else form minus infos clamped to 0–128 px, dropped at 40 px or less', () => {
    expect(landingOverlap(true, 900, 300)).toBe(64);
    expect(landingOverlap(false, 700, 600)).toBe(100);
    expect(landingOverlap(false, 900, 300)).toBe(128);
    expect(landingOverlap(false, 640, 600)).toBe(0);
    expect(landingOverlap(false, 641, 600)).toBe(41);
    expect(landingOverlap(false, 400, 600)).toBe(0);
  });
});

describe('hero_landing_page_block', () => {
  it('shows the title, key points and the titled contact form beside it, prefilled (fr)', async () => {
    stubMatchMedia(false, 1440);
    await renderBlock(definition, { index: 0 }, { captcha, locale: 'fr' });
    const hero = heroOf(screen.getByRole('heading', { level: 1, name: 'Combien vaut votre propriété dans les Laurentides ?' }));
    expect(hero).toHaveAttribute('data-orientation', 'left');
    expect(screen.getByText('Réponse en 48 heures')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Recevez votre évaluation' });
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('J’aimerais recevoir une évaluation gratuite de ma propriété.');
    expect(hero.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('titles its form with the site type\'s wording when form_title is empty', async () => {
    stubMatchMedia(false, 1440);
    const fields = { ...definition.demo.fields, form_title: undefined };
    const broker = await renderBlock(definition, { fields }, { captcha, locale: 'fr' });
    expect(screen.getByRole('form', { name: 'Écrivez-moi' })).toBeInTheDocument();
    broker.unmount();
    const agencyFr = await renderBlock(definition, { fields }, { captcha, locale: 'fr', payload: { site_type: 'agency' } });
    expect(screen.getByRole('form', { name: 'Écrivez-nous' })).toBeInTheDocument();
    agencyFr.unmount();
    await renderBlock(definition, { fields }, { captcha, locale: 'en', payload: { site_type: 'agency' } });
    expect(screen.getByRole('form', { name: 'Write to us' })).toBeInTheDocument();
  });

  it('uses 64 px of overlap below 992 px; orientation_x right (en)', async () => {
    stubMatchMedia(false, 375);
    await renderBlock(definition, { params: { orientation_x: 'right' } }, { captcha, locale: 'en' });
    const hero = heroOf(screen.getByRole('heading', { level: 2, name: 'What is your Laurentians property worth?' }));
    expect(hero).toHaveAttribute('data-orientation', 'right');
    expect(hero).toHaveAttribute('data-overlap', '64');
    expect(hero.style.getPropertyValue('--landing-overlap')).toBe('64px');
  });

  it('measures the form and the text on wide screens', async () => {
    stubMatchMedia(false, 1440);
    const heights = new Map<string, number>([['form', 720], ['infos', 620]]);
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.querySelector('form') ? heights.get('form')! : this.querySelector('h1, h2') ? heights.get('infos')! : 0;
      return { height, width: 0, top: 0, left: 0, right: 0, bottom: height, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    });
    await renderBlock(definition, { index: 0 }, { captcha, locale: 'fr' });
    const hero = heroOf(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(hero).toHaveAttribute('data-overlap', '100'));
    rect.mockRestore();
  });

  it('sends the lead to the block’s recipient', async () => {
    stubMatchMedia(false, 1440);
    const user = userEvent.setup();
    const contact = vi.fn(async (_args: { body: Record<string, string> }): Promise<ContactResponse> => ({ status: 200, data: { status: 'success' } }) as ContactResponse);
    await renderBlock(definition, {}, { captcha, locale: 'en', api: { contact }, payload: { metadata: { contact_form: { show_consent: false } } } });
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Chantal');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Bélanger');
    await user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'chantal.belanger@example.ca');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(contact).toHaveBeenCalledTimes(1));
    expect(contact.mock.calls[0][0].body).toMatchObject({
      recipient_type: 'agency',
      recipient_slug: 'groupe-immobilier-laurentides',
      message: 'I would like a free valuation of my property.',
    });
  });
});
