import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderBlock, renderWithProviders } from '../../testing/renderBlock';
import { MortgageCalculatorBlock } from './MortgageCalculatorBlock';
import { getBlockDefinition } from '../../registry';

const mortgageCalculatorBlock = getBlockDefinition('mortgage_calculator_block')!;

const noDefaultPrice = { ...mortgageCalculatorBlock.demo.fields, default_price: undefined };

async function renderCalculator(
  options: { locale?: 'fr' | 'en'; rules?: 'federal-2024-12-15' | 'spec-001'; defaultPrice?: number; insurance?: boolean } = {},
) {
  const view = await renderBlock(
    mortgageCalculatorBlock,
    { fields: { ...noDefaultPrice, default_price: options.defaultPrice }, params: { mortgage_insurance: options.insurance ?? false } },
    {
      locale: options.locale ?? 'en',
      payload: { metadata: { mortgage_calculator: { down_payment_rules: options.rules ?? 'federal-2024-12-15' } } },
    },
  );
  return { ...view, user: userEvent.setup() };
}

// Testing Library normalises the no-break spaces of formatted amounts to plain spaces.

// The calculators keep their inputs in the URL: every test starts from a bare address.
beforeEach(() => window.history.replaceState(null, '', '/en/buy'));

describe('mortgage_calculator_block (spec 001 §3, §4, §5, §9)', () => {
  it('renders the title naming the form and the spec defaults', async () => {
    await renderCalculator();
    expect(screen.getByRole('heading', { name: 'Estimate your mortgage payments' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Estimate your mortgage payments' });
    expect(within(form).getByRole('radio', { name: 'Residential' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: '25 years' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: /interest rate/i })).toHaveValue('5.5');
    expect(within(form).getByRole('textbox', { name: /property price/i })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /down payment \(%\)/i })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Calculate' })).toBeDisabled();
    expect(screen.getByText('Enter the property price to calculate.')).toBeInTheDocument();
  });

  it('formats amounts with thousands spacing as the visitor types and shows the loan live', async () => {
    const { user } = await renderCalculator();
    const price = screen.getByRole('textbox', { name: /property price/i });
    await user.type(price, '600000');
    expect(price).toHaveValue('600 000');
    const down = screen.getByRole('textbox', { name: /^down payment$/i });
    await user.type(down, '60000');
    expect(down).toHaveValue('60 000');
    expect(screen.getByTestId('mortgage-loan-amount')).toHaveTextContent('$540,000.00');
    expect(screen.getByRole('textbox', { name: /down payment \(%\)/i })).toHaveValue('10.00');
    // Spaces typed by the visitor are removed; clearing the field means 0.
    await user.clear(down);
    expect(down).toHaveValue('');
    expect(screen.getByTestId('mortgage-loan-amount')).toHaveTextContent('$600,000.00');
  });

  it('shows the minimum with its amount and disables calculate until the down payment reaches it', async () => {
    const { user } = await renderCalculator();
    await user.type(screen.getByRole('textbox', { name: /property price/i }), '600000');
    await user.type(screen.getByRole('textbox', { name: /^down payment$/i }), '20000');
    expect(screen.getByText('Down payment too low')).toBeInTheDocument();
    expect(screen.getByText(/The minimum down payment for this price is \$35,000\.00\./)).toBeInTheDocument();
    expect(screen.getByText(/5% of the first \$500,000 and 10% of the rest/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^down payment$/i })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();

    await user.clear(screen.getByRole('textbox', { name: /^down payment$/i }));
    await user.type(screen.getByRole('textbox', { name: /^down payment$/i }), '35000');
    expect(screen.queryByText('Down payment too low')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  });

  it('warns when the down payment exceeds the price', async () => {
    const { user } = await renderCalculator();
    await user.type(screen.getByRole('textbox', { name: /property price/i }), '300000');
    await user.type(screen.getByRole('textbox', { name: /^down payment$/i }), '400000');
    expect(screen.getByText('Down payment too high')).toBeInTheDocument();
    expect(screen.getByText('The down payment must not exceed the property cost.')).toBeInTheDocument();
    expect(screen.getByText('Must not exceed the property cost')).toBeInTheDocument();
    expect(screen.getByTestId('mortgage-loan-amount')).toHaveTextContent('$0.00');
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
  });

  it('syncs the percentage into the amount', async () => {
    const { user } = await renderCalculator();
    await user.type(screen.getByRole('textbox', { name: /property price/i }), '450000');
    const percent = screen.getByRole('textbox', { name: /down payment \(%\)/i });
    await user.clear(percent);
    await user.type(percent, '12.5');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^down payment$/i })).toHaveValue('56 250');
    expect(percent).toHaveValue('12.50');
  });

  it('shows the result only after calculate, and clears it when an input changes', async () => {
    const { user } = await renderCalculator();
    await user.type(screen.getByRole('textbox', { name: /property price/i }), '600000');
    await user.type(screen.getByRole('textbox', { name: /^down payment$/i }), '60000');
    expect(screen.queryByTestId('mortgage-payment')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // 540 000 at 5.5 % over 25 years, semi-annual compounding → 3 296.11 a month.
    expect(screen.getByText('Monthly payment')).toBeInTheDocument();
    expect(screen.getByTestId('mortgage-payment')).toHaveTextContent('$3,296.11');
    expect(screen.getByText('$448,834.20')).toBeInTheDocument();
    expect(screen.getByText('$988,834.20')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Monthly payment: $3,296.11. Total interest: $448,834.20.');
    // The chart's data table: the balance at the end of each 5-year term.
    const table = screen.getByRole('table', { name: 'Balance at the end of each 5-year term' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('row', { name: /Year 5/ })).toHaveTextContent('$481,612.50');
    expect(within(table).getByRole('row', { name: /Year 25/ })).toHaveTextContent('$0.00');

    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(screen.queryByTestId('mortgage-payment')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByText('Weekly payment')).toBeInTheDocument();
    expect(screen.getByTestId('mortgage-payment')).toHaveTextContent('$824.03');
  });

  it('disables calculate while the rate is missing', async () => {
    const { user } = await renderCalculator({ defaultPrice: 400_000 });
    await user.clear(screen.getByRole('textbox', { name: /^down payment$/i }));
    await user.type(screen.getByRole('textbox', { name: /^down payment$/i }), '80000');
    const rate = screen.getByRole('textbox', { name: /interest rate/i });
    await user.clear(rate);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    expect(screen.getByText('Enter a rate between 0 and 100%.')).toBeInTheDocument();
    await user.type(rate, '0');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    // 0 %: principal / n = 320 000 / 300.
    expect(screen.getByTestId('mortgage-payment')).toHaveTextContent('$1,066.67');
  });

  it('applies 35 % to a commercial property', async () => {
    const { user } = await renderCalculator({ defaultPrice: 1_000_000 });
    expect(screen.getByRole('textbox', { name: /property price/i })).toHaveValue('1 000 000');
    await user.click(screen.getByRole('radio', { name: 'Commercial' }));
    await user.clear(screen.getByRole('textbox', { name: /^down payment$/i }));
    await user.type(screen.getByRole('textbox', { name: /^down payment$/i }), '300000');
    expect(screen.getByText(/\$350,000\.00/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/35% of the price/)).toBeInTheDocument();
  });

  it('starts a prefilled price (a listing’s) at the minimum down payment, ready to calculate', async () => {
    await renderCalculator({ defaultPrice: 600_000 });
    // Federal table: 5 % of 500 000 + 10 % of 100 000.
    expect(screen.getByRole('textbox', { name: /^down payment$/i })).toHaveValue('35 000');
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled();
  });

  it('uses the site’s rule table: the spec table asks 20 % at 1 000 000', async () => {
    const federal = await renderCalculator({ defaultPrice: 1_000_000 });
    await federal.user.clear(screen.getByRole('textbox', { name: /^down payment$/i }));
    expect(screen.getByText(/minimum down payment for this price is \$75,000\.00/)).toBeInTheDocument();
    federal.unmount();
    const spec = await renderCalculator({ defaultPrice: 1_000_000, rules: 'spec-001' });
    await spec.user.clear(screen.getByRole('textbox', { name: /^down payment$/i }));
    expect(screen.getByText(/minimum down payment for this price is \$200,000\.00/)).toBeInTheDocument();
    expect(screen.getByText(/20% of the whole price/)).toBeInTheDocument();
  });

  it('speaks French: labels, messages and money format', async () => {
    const { user } = await renderCalculator({ locale: 'fr' });
    expect(screen.getByRole('radio', { name: 'Résidentielle' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /taux d’intérêt/i })).toHaveValue('5,5');
    await user.type(screen.getByRole('textbox', { name: /prix de la propriété/i }), '600000');
    await user.type(screen.getByRole('textbox', { name: /^mise de fonds$/i }), '20000');
    expect(screen.getByText('Mise de fonds insuffisante')).toBeInTheDocument();
    expect(screen.getByText('La mise de fonds minimale pour ce prix est de 35 000,00 $.', { exact: false })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^mise de fonds$/i }));
    await user.type(screen.getByRole('textbox', { name: /^mise de fonds$/i }), '60000');
    expect(screen.getByRole('textbox', { name: /mise de fonds \(%\)/i })).toHaveValue('10,00');
    await user.click(screen.getByRole('button', { name: 'Calculer' }));
    expect(screen.getByText('Versement mensuel')).toBeInTheDocument();
    expect(screen.getByTestId('mortgage-payment')).toHaveTextContent('3 296,11 $');
    await user.type(screen.getByRole('textbox', { name: /^mise de fonds$/i }), '00');
    expect(screen.getByText('Mise de fonds trop élevée')).toBeInTheDocument();
  });

  it('prefills a listing price through initialPrice', async () => {
    const fields = mortgageCalculatorBlock.fields.parse(noDefaultPrice);
    await renderWithProviders(<MortgageCalculatorBlock fields={fields} params={{}} index={1} initialPrice={489_000} />, { locale: 'en' });
    expect(screen.getByRole('textbox', { name: /property price/i })).toHaveValue('489 000');
  });
});

describe('mortgage_calculator_block with mortgage default insurance (federal rules of 2024-12-15)', () => {
  async function fillIn(user: ReturnType<typeof userEvent.setup>, price: string, down: string) {
    await user.type(screen.getByRole('textbox', { name: /property price/i }), price);
    await user.type(screen.getByRole('textbox', { name: /^down payment$/i }), down);
  }

  it('adds the premium to the loan below 20 % down and repays the insured loan', async () => {
    const { user } = await renderCalculator({ insurance: true });
    await fillIn(user, '600000', '60000');
    // 90 % loan-to-value → 3.10 % of 540 000 = 16 740; Quebec's 9 % tax on it = 1 506.60.
    expect(screen.getByTestId('mortgage-loan-amount')).toHaveTextContent('$540,000.00');
    expect(screen.getByText('Default insurance premium (3.10%)')).toBeInTheDocument();
    expect(screen.getByTestId('mortgage-insurance-premium')).toHaveTextContent('$16,740.00');
    expect(screen.getByTestId('mortgage-insured-loan')).toHaveTextContent('$556,740.00');
    expect(screen.getByText(/9% tax on the premium, \$1,506\.60, is paid at the notary’s/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('mortgage-payment')).toHaveTextContent('$3,398.29');
    expect(screen.getByRole('status')).toHaveTextContent('Insurance premium $16,740.00 added: insured loan $556,740.00.');
  });

  it('on a listing page (insurance on, the listing’s price), shows the premium of the minimum down payment', async () => {
    // The listing page sends `{ color_scheme: 'normal-grey', mortgage_insurance: true }` and the price.
    const fields = mortgageCalculatorBlock.fields.parse(noDefaultPrice);
    const params = mortgageCalculatorBlock.params.parse({ color_scheme: 'normal-grey', mortgage_insurance: true });
    await renderWithProviders(<MortgageCalculatorBlock fields={fields} params={params} index={1} initialPrice={600_000} />, { locale: 'en' });
    // 35 000 down (5.83 %) → 94.17 % loan-to-value → 4.00 % of 565 000 = 22 600.
    expect(screen.getByRole('textbox', { name: /^down payment$/i })).toHaveValue('35 000');
    expect(screen.getByText('Default insurance premium (4.00%)')).toBeInTheDocument();
    expect(screen.getByTestId('mortgage-insurance-premium')).toHaveTextContent('$22,600.00');
    expect(screen.getByTestId('mortgage-insured-loan')).toHaveTextContent('$587,600.00');
  });

  it('asks no premium with 20 % down', async () => {
    const { user } = await renderCalculator({ insurance: true });
    await fillIn(user, '500000', '100000');
    expect(screen.queryByTestId('mortgage-insurance-premium')).not.toBeInTheDocument();
    expect(screen.getByText('With 20% down or more, no mortgage default insurance is required.')).toBeInTheDocument();
  });

  it('offers 30 years, only to a first-time buyer or a new build when insured, with the 0.20 % surcharge', async () => {
    const { user } = await renderCalculator({ insurance: true });
    await fillIn(user, '600000', '60000');
    await user.click(screen.getByRole('radio', { name: '30 years' }));
    expect(screen.getByText(/a 30-year amortization is reserved for first-time buyers and newly built homes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'First-time buyer' }));
    expect(screen.getByRole('button', { name: 'Calculate' })).toBeEnabled();
    expect(screen.getByText('Default insurance premium (3.30%)')).toBeInTheDocument();
    expect(screen.getByTestId('mortgage-insurance-premium')).toHaveTextContent('$17,820.00');
    expect(screen.getByText(/includes 0.20% for the 30-year amortization/)).toBeInTheDocument();
  });

  it('requires 20 % down from the 1 500 000 cap (no insured loan)', async () => {
    const { user } = await renderCalculator({ insurance: true });
    await fillIn(user, '1500000', '150000');
    expect(screen.getByText(/minimum down payment for this price is \$300,000\.00/)).toBeInTheDocument();
    expect(screen.queryByTestId('mortgage-insurance-premium')).not.toBeInTheDocument();
  });

  it('keeps the spec’s calculator when the param is off: no 30 years, no premium, the site’s table', async () => {
    const { user } = await renderCalculator({ rules: 'spec-001' });
    expect(screen.queryByRole('radio', { name: '30 years' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'First-time buyer' })).not.toBeInTheDocument();
    await fillIn(user, '1000000', '100000');
    expect(screen.getByText(/minimum down payment for this price is \$200,000\.00/)).toBeInTheDocument();
  });

  it('writes the inputs in the URL and restores them from a shared URL, with the result', async () => {
    const { user, unmount } = await renderCalculator({ insurance: true });
    await fillIn(user, '600000', '60000');
    await user.click(screen.getByRole('checkbox', { name: 'Newly built home' }));
    const query = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(query)).toMatchObject({
      mortgage_price: '600000',
      mortgage_down_payment: '60000',
      mortgage_rate: '5.5',
      mortgage_amortization: '25',
      mortgage_frequency: 'monthly',
      mortgage_new_build: '1',
    });
    unmount();

    window.history.replaceState(null, '', '/fr/acheter?mortgage_price=300000&mortgage_down_payment=15000&mortgage_rate=5&mortgage_amortization=30&mortgage_first_time_buyer=1&other=kept');
    await renderCalculator({ insurance: true, locale: 'fr' });
    expect(screen.getByRole('textbox', { name: /prix de la propriété/i })).toHaveValue('300 000');
    expect(screen.getByRole('textbox', { name: /^mise de fonds$/i })).toHaveValue('15 000');
    expect(screen.getByRole('radio', { name: '30 ans' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Premier achat' })).toBeChecked();
    // 95 % loan-to-value, 30 years: 4.20 % of 285 000 = 11 970; insured loan 296 970 at 5 %, 30 years.
    expect(screen.getByTestId('mortgage-insurance-premium')).toHaveTextContent('11 970,00 $');
    expect(screen.getByTestId('mortgage-payment')).toHaveTextContent('1 584,90 $');
    expect(window.location.search).toContain('other=kept');
  });
});
