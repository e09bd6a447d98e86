import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const textBlock2 = getBlockDefinition('text_block_2')!;

describe('text_block_2', () => {
  it('accepts its demo and rejects a repeater entry of the wrong type', () => {
    expect(textBlock2.fields.safeParse(textBlock2.demo.fields).success).toBe(true);
    const bad = { ...textBlock2.demo.fields, cta_repeater: [{ block_type: 'menu_item', fields: {} }] };
    expect(textBlock2.fields.safeParse(bad).success).toBe(false);
  });

  it('renders every CTA: one opens the contact modal, one links to the listings', async () => {
    const user = userEvent.setup();
    const { stores } = await renderBlock(textBlock2, {}, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'The right price, at the right time' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the listings' })).toHaveAttribute('href', '/en/properties');
    await user.click(screen.getByRole('button', { name: 'Get my home evaluated' }));
    expect(stores.modal.getState().contact).toEqual({ recipientType: 'broker', recipientSlug: undefined });
  });
});
