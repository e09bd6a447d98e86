import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const ctaBlock = getBlockDefinition('cta_block')!;

describe('cta_block', () => {
  it('accepts its demo and requires a CTA', () => {
    expect(ctaBlock.fields.safeParse(ctaBlock.demo.fields).success).toBe(true);
    const { cta: _cta, ...withoutCta } = ctaBlock.demo.fields;
    expect(ctaBlock.fields.safeParse(withoutCta).success).toBe(false);
  });

  it('renders title and description, and its CTA opens the contact modal', async () => {
    const user = userEvent.setup();
    const { stores } = await renderBlock(ctaBlock, {}, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'What is your home worth today?' })).toBeInTheDocument();
    expect(screen.getByText(/free, no-obligation evaluation/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request my evaluation' }));
    expect(stores.modal.getState().contact).not.toBeNull();
  });

  it('renders a decorative background image when given', async () => {
    const { container } = await renderBlock(ctaBlock, {
      fields: { ...ctaBlock.demo.fields, image: { media: { fr: { url: '/media/lac.jpg', alt: 'Lac Magog' } } } },
    });
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/lac.jpg');
    expect(img).toHaveAttribute('alt', '');
  });
});
