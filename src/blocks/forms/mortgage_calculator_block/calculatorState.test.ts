import { describe, expect, it } from 'vitest';
import { getDefaultInsuranceTable } from '../../../lib/mortgage/defaultInsurance';
import { getDownPaymentRuleTable } from '../../../lib/mortgage/downPaymentRules';
import { DEFAULT_INPUTS, calculate, deriveCalculator, downPaymentFromPercent } from './calculatorState';

const federal = getDownPaymentRuleTable('federal-2024-12-15');
const spec = getDownPaymentRuleTable('spec-001');

describe('calculator state (spec 001 §5, §9)', () => {
  it('starts from the spec defaults with calculate disabled (no price)', () => {
    expect(DEFAULT_INPUTS).toEqual({
      propertyType: 'residential',
      price: 0,
      downPayment: 0,
      interestRatePercent: 5.5,
      amortizationYears: 25,
      frequency: 'monthly',
      firstTimeBuyer: false,
      newBuild: false,
    });
    expect(deriveCalculator(DEFAULT_INPUTS, federal)).toMatchObject({ loanAmount: 0, downPaymentPercent: null, problems: ['price-required'] });
    expect(calculate(DEFAULT_INPUTS, federal)).toBeNull();
  });

  it('lists each problem that disables calculate', () => {
    const base = { ...DEFAULT_INPUTS, price: 600_000, downPayment: 60_000 };
    expect(deriveCalculator(base, federal).problems).toEqual([]);
    expect(deriveCalculator({ ...base, downPayment: 20_000 }, federal)).toMatchObject({ problems: ['below-minimum'], minimumDownPayment: 35_000, minimumCase: 'tiered' });
    expect(deriveCalculator({ ...base, downPayment: 700_000 }, federal)).toMatchObject({ problems: ['too-high'], loanAmount: 0 });
    expect(deriveCalculator({ ...base, interestRatePercent: -1 }, federal).problems).toEqual(['rate-invalid']);
    expect(deriveCalculator({ ...base, interestRatePercent: Number.NaN }, federal).problems).toEqual(['rate-invalid']);
    expect(deriveCalculator({ ...base, propertyType: 'commercial' }, federal)).toMatchObject({ problems: ['below-minimum'], minimumDownPayment: 210_000, minimumCase: 'commercial' });
  });

  it('names the rule that applies, per table', () => {
    const at = (price: number, table = federal) => deriveCalculator({ ...DEFAULT_INPUTS, price }, table).minimumCase;
    expect(at(500_000)).toBe('standard');
    expect(at(500_001)).toBe('tiered');
    expect(at(1_000_000)).toBe('tiered');
    expect(at(1_000_000, spec)).toBe('whole-price');
    expect(at(1_500_000)).toBe('whole-price');
  });

  it('turns a percentage into a whole-dollar down payment', () => {
    expect(downPaymentFromPercent(450_000, 12.5)).toBe(56_250);
    expect(downPaymentFromPercent(333_333, 5)).toBe(16_667);
    expect(downPaymentFromPercent(450_000, Number.NaN)).toBe(0);
    expect(downPaymentFromPercent(0, 10)).toBe(0);
    expect(downPaymentFromPercent(100_000, 150)).toBe(100_000);
  });

  it('computes the payment per frequency', () => {
    const inputs = { ...DEFAULT_INPUTS, price: 600_000, downPayment: 60_000 };
    const monthly = calculate(inputs, federal)!;
    expect(Math.round(monthly.payment * 100) / 100).toBe(3296.11);
    expect(calculate({ ...inputs, frequency: 'bi-weekly' }, federal)!.payment).toBeCloseTo(monthly.payment / 2, 10);
    expect(calculate({ ...inputs, frequency: 'weekly' }, federal)!.payment).toBeCloseTo(monthly.payment / 4, 10);
  });

  it('with insurance, repays the insured loan: 600 000 with 10 % down → 3.10 % premium 16 740, insured loan 556 740, 3 398.29 a month', () => {
    const insurance = getDefaultInsuranceTable('federal-2024-12-15');
    const inputs = { ...DEFAULT_INPUTS, price: 600_000, downPayment: 60_000 };
    const derived = deriveCalculator(inputs, federal, insurance);
    expect(derived.insurance).toMatchObject({ status: 'insured', premiumRate: 0.031, premium: 16_740, premiumTax: 1_506.6, insuredLoan: 556_740 });
    expect(derived.loanAmount).toBe(540_000);
    expect(derived.financedAmount).toBe(556_740);
    const result = calculate(inputs, federal, insurance)!;
    expect(Math.round(result.payment * 100) / 100).toBe(3398.29);
    expect(result.principal).toBe(556_740);
    // Without insurance (the spec's calculator) the same inputs repay 540 000.
    expect(Math.round(calculate(inputs, federal)!.payment * 100) / 100).toBe(3296.11);
  });

  it('with insurance, opens 30 years to first-time buyers and new builds only, and not for 20 % down', () => {
    const insurance = getDefaultInsuranceTable('federal-2024-12-15');
    const thirty = { ...DEFAULT_INPUTS, price: 600_000, downPayment: 60_000, amortizationYears: 30 as const };
    expect(deriveCalculator(thirty, federal, insurance).problems).toEqual(['amortization-not-eligible']);
    expect(calculate(thirty, federal, insurance)).toBeNull();
    const firstHome = deriveCalculator({ ...thirty, firstTimeBuyer: true }, federal, insurance);
    expect(firstHome.problems).toEqual([]);
    expect(firstHome.insurance).toMatchObject({ premiumRate: 0.033, premium: 17_820, insuredLoan: 557_820 });
    expect(deriveCalculator({ ...thirty, newBuild: true }, federal, insurance).problems).toEqual([]);
    // A conventional loan (20 % down) may run 30 years with no premium.
    const conventional = deriveCalculator({ ...thirty, downPayment: 120_000 }, federal, insurance);
    expect(conventional.problems).toEqual([]);
    expect(conventional.insurance?.status).toBe('not-required');
    expect(conventional.financedAmount).toBe(480_000);
  });
});
