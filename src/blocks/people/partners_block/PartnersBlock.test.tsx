import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const block = getBlockDefinition('partners_block')!;

describe('partners_block', () => {
  it('accepts its demo', () => {
    expect(block.fields.safeParse(block.demo.fields).success).toBe(true);
  });

  it('shows the first 6 partners, then all 8 after "show more" (fr)', async () => {
    await renderBlock(block, {}, { locale: 'fr' });
    expect(screen.getAllByTestId('partner')).toHaveLength(6);
    expect(screen.getByTestId('partners-status')).toHaveTextContent('8 partenaires');
    await userEvent.setup().click(screen.getByRole('button', { name: /Voir plus de partenaires/ }));
    const all = screen.getAllByTestId('partner');
    expect(all).toHaveLength(8);
    expect(all[6]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Voir plus/ })).not.toBeInTheDocument();
  });

  it('filters by tag with toggle buttons and back to all (en)', async () => {
    await renderBlock(block, {}, { locale: 'en' });
    const user = userEvent.setup();
    const filters = screen.getByRole('group', { name: 'Filter partners by category' });
    expect(within(filters).getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'Buying', 'Selling', 'Legal', 'Financing', 'Moving']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filters).getByRole('button', { name: 'Legal' }));
    expect(within(filters).getByRole('button', { name: 'Legal' })).toHaveAttribute('aria-pressed', 'true');
    const legal = screen.getAllByTestId('partner');
    expect(legal.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Notaires Rivière-du-Nord', 'Gagné Lapierre avocats']);
    expect(screen.getByTestId('partners-status')).toHaveTextContent('2 partners');
    expect(screen.queryByRole('button', { name: /Show more partners/ })).not.toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'All' }));
    expect(screen.getAllByTestId('partner')).toHaveLength(6);
  });

  it('draws each card with its logo, coloured tags and link, and the placeholder without a logo', async () => {
    const [first, second] = block.demo.fields.partners_repeater;
    const fields = { partners_repeater: [first, { ...second, fields: { ...second.fields, image: undefined } }] };
    await renderBlock(block, { fields }, { locale: 'en' });
    const [notaries, lenders] = screen.getAllByTestId('partner');
    expect(within(notaries).getByRole('img', { name: 'Notaires Rivière-du-Nord logo' })).toHaveAttribute('src', '/partners/notaires-riviere-du-nord.svg');
    const tag = within(notaries).getByText('Buying');
    expect(tag.style.getPropertyValue('--tag-bg')).toBe('#dbeafe');
    expect(tag.style.getPropertyValue('--tag-text')).toBe('#1e3a8a');
    expect(within(notaries).getByRole('link', { name: /Visit the website/ })).toHaveAttribute('href', 'https://notaires-rdn.exemple.ca');
    expect(lenders.querySelector('img')).toHaveAttribute('src', '/placeholders/partner.svg');
  });
});
