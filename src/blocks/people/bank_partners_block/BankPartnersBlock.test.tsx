import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { foldText } from './BankPartnersBlock';

const block = getBlockDefinition('bank_partners_block')!;

describe('bank_partners_block', () => {
  it('accepts its demo', () => {
    expect(block.fields.safeParse(block.demo.fields).success).toBe(true);
  });

  it('shows every bank with its contact people, the placeholder for a missing portrait (fr)', async () => {
    await renderBlock(block, {}, { locale: 'fr' });
    const banks = screen.getAllByTestId('bank-partner');
    expect(banks).toHaveLength(3);
    expect(within(banks[0]).getByRole('heading', { name: 'Banque Boréale' })).toBeInTheDocument();
    expect(within(banks[0]).getAllByTestId('bank-employee')).toHaveLength(2);
    expect(banks[0]).toHaveTextContent('Spécialiste en financement hypothécaire');
    expect(banks[0]).toHaveTextContent('o.cote@boreale.exemple.ca');
    const samuel = within(banks[2]).getAllByTestId('bank-employee')[1];
    expect(samuel.querySelector('img')).toHaveAttribute('src', '/placeholders/member.svg');
  });

  it('filters by bank or contact name, ignoring case and accents (en)', async () => {
    await renderBlock(block, {}, { locale: 'en' });
    const user = userEvent.setup();
    const field = screen.getByRole('searchbox', { name: 'Filter by name' });
    await user.type(field, 'boreale');
    expect(screen.getAllByTestId('bank-partner').map((bank) => within(bank).getByRole('heading').textContent)).toEqual(['Banque Boréale']);
    expect(screen.getByTestId('bank-partners-status')).toHaveTextContent('1 bank partner');
    await user.clear(field);
    await user.type(field, 'GENEVIÈVE');
    expect(screen.getAllByTestId('bank-partner').map((bank) => within(bank).getByRole('heading').textContent)).toEqual(['Banque Horizon Nord']);
    await user.clear(field);
    await user.type(field, 'zz');
    expect(screen.queryByTestId('bank-partner')).not.toBeInTheDocument();
    expect(screen.getByText('No bank partner matches “zz”.')).toBeInTheDocument();
    await user.clear(field);
    expect(screen.getAllByTestId('bank-partner')).toHaveLength(3);
  });

  it('folds text for matching', () => {
    expect(foldText('  Geneviève   BOUCHARD ')).toBe('genevieve bouchard');
  });
});
