import { describe, expect, it } from 'vitest';
import { monthlyPayment, monthlyRateFromAnnual, paymentForFrequency } from './payment';

/**
 * Independent check: simulate the loan month by month with the monthly rate obtained another way
 * (through the effective annual rate, (1 + EAR)^(1/12) − 1 with EAR = (1 + i/2)² − 1). Paying the
 * computed payment every month must bring the balance to zero at the last payment.
 */
function balanceAfterSimulation(principal: number, annualRate: number, years: number, payment: number): number {
  const effectiveAnnual = (1 + annualRate / 2) ** 2 - 1;
  const rate = (1 + effectiveAnnual) ** (1 / 12) - 1;
  let balance = principal;
  for (let month = 0; month < years * 12; month += 1) balance = balance * (1 + rate) - payment;
  return balance;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

describe('monthlyPayment (spec 001 §9: semi-annual compounding, n = years × 12)', () => {
  // Published Canadian figures (principal, nominal rate, years → monthly payment):
  const published: Array<[number, number, number, number, string]> = [
    // mortgagecomparecalculator.com, "Canadian mortgage interest: semi-annual compounding
    // explained": 500 000 at 5.00 % over 25 years ≈ 2 908 / month.
    [500_000, 0.05, 25, 2908.02, 'mortgagecomparecalculator.com'],
    // calculatrice-quebec.ca mortgage payment: 320 000 borrowed (20 % down) at 5.5 %, 25 years →
    // 1 953.25 / month, total interest 265 975.82 (checked in amortizationSchedule.test.ts).
    [320_000, 0.055, 25, 1953.25, 'calculatrice-quebec.ca'],
    // bronsonjob.com Canadian mortgage payment calculator: 800 000 at 5.5 % over 25 years →
    // 4 883.13 / month, total interest 664 939.56, balance after 5 years 713 500.
    [800_000, 0.055, 25, 4883.13, 'bronsonjob.com'],
    // thomas-goebel.ca: 300 000 at 4 % over 30 years → 1 426.56 (Canada) vs 1 432.25 (US).
    [300_000, 0.04, 30, 1426.56, 'thomas-goebel.ca'],
    // smsreceivers.com Canadian mortgage calculator: 640 000 (800 000 − 160 000) at 5 %, 25 years →
    // 3 722.27 / month, total interest 476 681.57.
    [640_000, 0.05, 25, 3722.27, 'smsreceivers.com'],
  ];

  it.each(published)('%d at %d over %d years → %d (%s)', (principal, rate, years, expected) => {
    const payment = monthlyPayment(principal, rate, years);
    expect(cents(payment)).toBe(expected);
    // The independent simulation pays the loan off to well under a cent.
    expect(Math.abs(balanceAfterSimulation(principal, rate, years, payment))).toBeLessThan(0.005);
  });

  it('differs from US monthly compounding (the 300 000 / 4 % / 30 y US figure is 1 432.25)', () => {
    const usRate = 0.04 / 12;
    const us = (300_000 * usRate) / (1 - (1 + usRate) ** -360);
    expect(cents(us)).toBe(1432.25);
    expect(cents(monthlyPayment(300_000, 0.04, 30))).not.toBe(1432.25);
  });

  it('the e2e scenario: 600 000 − 60 000 at 5.5 % over 25 years → 3 296.11', () => {
    expect(cents(monthlyPayment(540_000, 0.055, 25))).toBe(3296.11);
  });

  it('is principal / n at a 0 % rate, and 0 for no principal', () => {
    expect(monthlyPayment(300_000, 0, 25)).toBe(1000);
    expect(monthlyPayment(0, 0.05, 25)).toBe(0);
    expect(monthlyPayment(-5, 0.05, 25)).toBe(0);
  });

  it('is never below principal / n', () => {
    for (const rate of [0, 1e-12, 0.0001, 0.01, 0.2, 1]) {
      for (const years of [5, 10, 15, 20, 25]) {
        expect(monthlyPayment(120_000, rate, years)).toBeGreaterThanOrEqual(120_000 / (years * 12));
      }
    }
  });

  it('rejects a negative rate and a non-positive period', () => {
    expect(() => monthlyPayment(100_000, -0.01, 25)).toThrow(RangeError);
    expect(() => monthlyPayment(100_000, 0.05, 0)).toThrow(RangeError);
    expect(() => monthlyRateFromAnnual(Number.NaN)).toThrow(RangeError);
  });

  it('converts 5 % compounded semi-annually to 0.41239 % a month', () => {
    expect(monthlyRateFromAnnual(0.05)).toBeCloseTo(0.0041239, 7);
    expect(monthlyRateFromAnnual(0)).toBe(0);
  });
});

describe('paymentForFrequency (weekly = monthly / 4, bi-weekly = monthly / 2)', () => {
  it('divides the monthly payment', () => {
    expect(paymentForFrequency(2908.02, 'monthly')).toBe(2908.02);
    expect(paymentForFrequency(2908.02, 'bi-weekly')).toBe(1454.01);
    expect(paymentForFrequency(2908.02, 'weekly')).toBe(727.005);
  });
});
