import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const transferDutiesBlock = getBlockDefinition('transfer_duties_calculator_block')!;

async function renderCalculator(options: { locale?: 'fr' | 'en'; municipality?: 'quebec' | 'montreal'; defaultPrice?: number } = {}) {
  const view = await renderBlock(
    transferDutiesBlock,
    {
      fields: { ...transferDutiesBlock.demo.fields, default_price: options.defaultPrice },
      params: { default_municipality: options.municipality ?? 'quebec' },
    },
    { locale: options.locale ?? 'en' },
  );
  return { ...view, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row');

// The calculators keep their inputs in the URL: every test starts from a bare address.
beforeEach(() => window.history.replaceState(null, '', '/en/buy'));

describe('transfer_duties_calculator_block (Quebec welcome tax)', () => {
  it('names the form by its title and starts from the block’s price', async () => {
    await renderCalculator({ defaultPrice: 450_000 });
    expect(screen.getByRole('form', { name: 'Calculate your welcome tax' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Elsewhere in Quebec' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /purchase price/i })).toHaveValue('450 000');
  });

  it('Montréal 2025, published example: a 600 000 purchase pays $7,392.00, bracket by bracket', async () => {
    const { user } = await renderCalculator({ municipality: 'montreal' });
    await user.click(screen.getByRole('radio', { name: '2025' }));
    await user.type(screen.getByRole('textbox', { name: /purchase price/i }), '600000');
    expect(screen.getByRole('table', { name: 'Duties by bracket, 2025' })).toBeInTheDocument();
    // Header, seven brackets, total.
    expect(rows()).toHaveLength(9);
    expect(screen.getByRole('row', { name: /Up to \$61,500/ })).toHaveTextContent('$307.50');
    expect(screen.getByRole('row', { name: /\$61,500 to \$307,800/ })).toHaveTextContent('$2,463.00');
    expect(screen.getByRole('row', { name: /\$307,800 to \$552,300/ })).toHaveTextContent('$3,667.50');
    expect(screen.getByRole('row', { name: /\$552,300 to \$1,104,700/ })).toHaveTextContent('on $47,700.00');
    expect(screen.getByRole('row', { name: /\$552,300 to \$1,104,700/ })).toHaveTextContent('$954.00');
    expect(screen.getByRole('row', { name: /Over \$3,113,000/ })).toHaveTextContent('4.0%');
    expect(screen.getByTestId('duties-total')).toHaveTextContent('$7,392.00');
  });

  it('elsewhere in Quebec uses the province’s three brackets and warns about municipal rates above $500,000', async () => {
    const { user } = await renderCalculator();
    await user.click(screen.getByRole('radio', { name: '2024' }));
    await user.type(screen.getByRole('textbox', { name: /purchase price/i }), '100000');
    expect(rows()).toHaveLength(5);
    // Saint-Moïse's published 2024 example: 100 000 → 705.50.
    expect(screen.getByTestId('duties-total')).toHaveTextContent('$705.50');
    expect(screen.getByText(/may set a rate of up to 3% on the part of the base above \$500,000/)).toBeInTheDocument();
  });

  it('takes the assessment × comparative factor when it is higher than the price (Montréal 2025: × 1.08)', async () => {
    const { user } = await renderCalculator({ municipality: 'montreal', defaultPrice: 520_000 });
    await user.click(screen.getByRole('radio', { name: '2025' }));
    expect(screen.getByRole('textbox', { name: /comparative factor/i })).toHaveValue('1.08');
    expect(screen.getByText('Montréal’s factor for 2025: 1.08.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /municipal assessment/i }), '500000');
    expect(screen.getByTestId('duties-base')).toHaveTextContent('$540,000.00');
    expect(screen.getByTestId('duties-base-source')).toHaveTextContent('The assessment × factor ($540,000.00), higher than the price.');
    // 307.50 + 2 463 + (540 000 − 307 800) × 1.5 % = 3 483 → 6 253.50.
    expect(screen.getByTestId('duties-total')).toHaveTextContent('$6,253.50');
  });

  it('says when a year’s figures are not confirmed (Montréal 2026)', async () => {
    const { user } = await renderCalculator({ municipality: 'montreal', defaultPrice: 600_000 });
    await user.click(screen.getByRole('radio', { name: '2026' }));
    expect(screen.getByText(/Montréal’s 2026 brackets could not be confirmed yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Elsewhere in Quebec' }));
    expect(screen.queryByText(/could not be confirmed/)).not.toBeInTheDocument();
  });

  it('announces the total once the visitor pauses', async () => {
    const { user } = await renderCalculator({ municipality: 'montreal' });
    await user.click(screen.getByRole('radio', { name: '2025' }));
    await user.type(screen.getByRole('textbox', { name: /purchase price/i }), '700000');
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.getByRole('status')).toHaveTextContent('Welcome tax: $9,392.00 on a tax base of $700,000.00 (2025).');
  });

  it('speaks French and restores a shared URL', async () => {
    window.history.replaceState(null, '', '/fr/acheter?duties_municipality=montreal&duties_year=2025&duties_price=700000');
    await renderCalculator({ locale: 'fr' });
    expect(screen.getByRole('radio', { name: 'Montréal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2025' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /prix d’achat/i })).toHaveValue('700 000');
    expect(screen.getByRole('row', { name: /De 307\s800\s\$ à 552\s300\s\$/ })).toHaveTextContent('3 667,50 $');
    expect(screen.getByTestId('duties-total')).toHaveTextContent('9 392,00 $');
  });

  it('writes the inputs in the URL as the visitor types', async () => {
    const { user } = await renderCalculator();
    await user.click(screen.getByRole('radio', { name: 'Montréal' }));
    await user.type(screen.getByRole('textbox', { name: /purchase price/i }), '350000');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toMatchObject({ duties_municipality: 'montreal', duties_price: '350000' });
  });
});
