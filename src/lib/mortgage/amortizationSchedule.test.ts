import { describe, expect, it } from 'vitest';
import { amortizationSummary, balanceAfter } from './amortizationSchedule';

const cents = (amount: number) => Math.round(amount * 100) / 100;

describe('amortizationSummary', () => {
  it('matches the published totals (calculatrice-quebec.ca: 320 000, 5.5 %, 25 y)', () => {
    const summary = amortizationSummary(320_000, 0.055, 25);
    expect(cents(summary.monthlyPayment)).toBe(1953.25);
    expect(cents(summary.totalInterest)).toBe(265_975.82);
    expect(cents(summary.totalCost)).toBe(585_975.82);
  });

  it('gives the balance after each 5-year term (bronsonjob.com: 800 000, 5.5 %, 25 y → 713 500 after year 5)', () => {
    const summary = amortizationSummary(800_000, 0.055, 25);
    expect(summary.terms.map((term) => term.endYear)).toEqual([5, 10, 15, 20, 25]);
    expect(cents(summary.terms[0].balance)).toBe(713_500);
    expect(summary.terms.at(-1)?.balance).toBe(0);
    // Balances fall term after term; principal repaid over all terms is the loan; interest adds up.
    summary.terms.forEach((term, i) => i > 0 && expect(term.balance).toBeLessThan(summary.terms[i - 1].balance));
    expect(cents(summary.terms.reduce((sum, term) => sum + term.principalPaid, 0))).toBe(800_000);
    expect(cents(summary.terms.reduce((sum, term) => sum + term.interestPaid, 0))).toBe(cents(summary.totalInterest));
    expect(cents(summary.totalInterest)).toBe(664_939.56);
  });

  it('agrees with a month-by-month simulation', () => {
    const rate = (1 + 0.05 / 2) ** (1 / 6) - 1;
    const payment = amortizationSummary(640_000, 0.05, 25).monthlyPayment;
    let balance = 640_000;
    for (let month = 0; month < 120; month += 1) balance = balance * (1 + rate) - payment;
    expect(balanceAfter(640_000, 0.05, 25, 120)).toBeCloseTo(balance, 6);
  });

  it('has one term for 5 years, and a straight line at 0 %', () => {
    expect(amortizationSummary(100_000, 0.05, 5).terms).toHaveLength(1);
    const zero = amortizationSummary(300_000, 0, 25);
    expect(zero.totalInterest).toBe(0);
    expect(zero.terms.map((term) => term.balance)).toEqual([240_000, 180_000, 120_000, 60_000, 0]);
  });

  it('is all zeros without a loan', () => {
    const summary = amortizationSummary(0, 0.05, 25);
    expect(summary.totalInterest).toBe(0);
    expect(summary.totalCost).toBe(0);
    expect(summary.terms.every((term) => term.balance === 0)).toBe(true);
  });
});
