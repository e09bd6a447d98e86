import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSURANCE_TABLES,
  computeDefaultInsurance,
  getDefaultInsuranceTable,
  maxInsuredAmortization,
} from './defaultInsurance';
import { computeMinimumDownPayment, getDownPaymentRuleTable } from './downPaymentRules';

const federal = getDefaultInsuranceTable('federal-2024-12-15');
const insure = (price: number, downPayment: number, amortizationYears = 25) =>
  computeDefaultInsurance({ price, loan: price - downPayment, amortizationYears }, federal);

describe('mortgage default insurance (federal rules of 2024-12-15, premiums since 2017-03-17)', () => {
  it('matches the published Quebec example (planipret.com: 300 000, 5 % down → 4.00 % of 285 000 = 11 400, 9 % tax 1 026)', () => {
    const insurance = insure(300_000, 15_000);
    expect(insurance.status).toBe('insured');
    expect(insurance.premiumRate).toBe(0.04);
    expect(insurance.premium).toBe(11_400);
    expect(insurance.premiumTax).toBe(1_026);
    expect(insurance.insuredLoan).toBe(296_400);
  });

  it.each([
    // Published CMHC schedule: loan-to-value tier → rate on the whole loan.
    [500_000, 25_000, 0.04], // 95.00 % → 4.00 %
    [500_000, 25_001, 0.04], // 94.9998 %
    [500_000, 50_000, 0.031], // 90.00 % → 3.10 %
    [500_000, 49_999, 0.04], // 90.0002 % → next tier
    [500_000, 75_000, 0.028], // 85.00 % → 2.80 %
    [500_000, 74_999, 0.031],
    [500_000, 99_999, 0.028], // 80.0002 % → still insured at 2.80 %
  ])('price %d with %d down → %d', (price, down, rate) => {
    expect(insure(price, down).premiumRate).toBe(rate);
  });

  it('keeps the lower tiers as published (65 %, 75 %, 80 %) though 20 % down needs no insurance', () => {
    expect(federal.tiers.map((tier) => [tier.upToLtvBasisPoints, tier.rate])).toEqual([
      [6500, 0.006],
      [7500, 0.017],
      [8000, 0.024],
      [8500, 0.028],
      [9000, 0.031],
      [9500, 0.04],
    ]);
    const conventional = insure(500_000, 100_000);
    expect(conventional.status).toBe('not-required');
    expect(conventional.premium).toBe(0);
    expect(conventional.insuredLoan).toBe(400_000);
  });

  it('adds the 0.20 % surcharge for a 30-year amortization (3.10 % → 3.30 %, 4.00 % → 4.20 %)', () => {
    expect(insure(600_000, 60_000, 30).premiumRate).toBe(0.033);
    expect(insure(600_000, 60_000, 30).surchargeRate).toBe(0.002);
    const thirty = insure(300_000, 15_000, 30);
    expect(thirty.premiumRate).toBe(0.042);
    expect(thirty.premium).toBe(11_970);
  });

  it('insures up to 1 499 999 and not from the 1 500 000 cap (maguireteam.ca: 1.5 M with 125 K down → 1.375 M loan)', () => {
    const price = 1_499_999;
    const minimum = computeMinimumDownPayment(price, 'residential', getDownPaymentRuleTable('federal-2024-12-15'));
    expect(minimum).toBe(124_999.9);
    const insurance = computeDefaultInsurance({ price, loan: price - 125_000, amortizationYears: 25 }, federal);
    expect(insurance.status).toBe('insured');
    expect(insurance.premiumRate).toBe(0.04);
    expect(insurance.premium).toBe(54_999.96);
    expect(insure(1_500_000, 150_000).status).toBe('over-price-cap');
    expect(insure(1_500_000, 150_000).premium).toBe(0);
  });

  it('refuses a loan above 95 % and gives nothing without a price or a loan', () => {
    expect(insure(400_000, 10_000).status).toBe('over-max-ltv');
    expect(insure(0, 0).status).toBe('none');
    expect(insure(400_000, 400_000).status).toBe('none');
  });

  it('opens 30 years only to first-time buyers and new builds', () => {
    expect(maxInsuredAmortization(federal, true)).toBe(30);
    expect(maxInsuredAmortization(federal, false)).toBe(25);
  });

  it('is data: dated, sourced, tiers ascending', () => {
    for (const table of DEFAULT_INSURANCE_TABLES) {
      expect(table.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(table.sources.length).toBeGreaterThan(0);
      table.tiers.forEach((tier, i) => i > 0 && expect(tier.upToLtvBasisPoints).toBeGreaterThan(table.tiers[i - 1].upToLtvBasisPoints));
    }
    expect(getDefaultInsuranceTable('nope').id).toBe('federal-2024-12-15');
  });
});
