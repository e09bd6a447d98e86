/**
 * Amortization summary of a Canadian fixed-rate mortgage: total interest and the balance after
 * each 5-year term.
 *
 * Computed on the monthly schedule of spec 001 §9 (n = years × 12 monthly payments of
 * {@link monthlyPayment}); the weekly and bi-weekly amounts shown by the calculator are that monthly
 * payment divided by 4 and 2. Amounts are CAD and unrounded.
 */
import { monthlyPayment, monthlyRateFromAnnual } from './payment';

/** Length of one mortgage term in years: the summary shows the balance at the end of each. */
export const TERM_YEARS = 5;

export interface TermSummary {
  /** Years since the start of the loan at the end of this term (5, 10, …). */
  endYear: number;
  /** Balance still owed at the end of the term, in CAD (≥ 0). */
  balance: number;
  /** Interest paid during this term, in CAD. */
  interestPaid: number;
  /** Principal repaid during this term, in CAD. */
  principalPaid: number;
}

export interface AmortizationSummary {
  /** The loan amount in CAD. */
  principal: number;
  /** The unrounded monthly payment in CAD. */
  monthlyPayment: number;
  /** Interest paid over the whole amortization, in CAD. */
  totalInterest: number;
  /** Principal + total interest, in CAD. */
  totalCost: number;
  /** One entry per term, in order; the last one ends at `years` with a balance of 0. */
  terms: TermSummary[];
}

/**
 * The balance owed after `months` monthly payments.
 * @returns CAD, never below 0
 */
export function balanceAfter(principal: number, annualRate: number, years: number, months: number): number {
  const payment = monthlyPayment(principal, annualRate, years);
  const rate = monthlyRateFromAnnual(annualRate);
  const balance =
    rate === 0 ? principal - payment * months : principal * Math.pow(1 + rate, months) - (payment * (Math.pow(1 + rate, months) - 1)) / rate;
  // Floating-point residue below half a cent at the end of the schedule is zero.
  return balance < 0.005 ? 0 : balance;
}

/**
 * Total interest, total cost and the balance at the end of each 5-year term.
 * @param principal loan amount in CAD (≤ 0 gives a summary of zeros)
 * @param annualRate nominal annual rate as a fraction, compounded semi-annually
 * @param years amortization in years (5, 10, 15, 20 or 25 in the calculator; a period that is not a
 *   multiple of 5 gets a last, shorter term)
 * @throws RangeError as {@link monthlyPayment}
 */
export function amortizationSummary(principal: number, annualRate: number, years: number): AmortizationSummary {
  const amount = Number.isFinite(principal) && principal > 0 ? principal : 0;
  const payment = monthlyPayment(amount, annualRate, years);
  const totalPaid = payment * years * 12;
  const terms: TermSummary[] = [];
  let previousBalance = amount;
  for (let start = 0; start < years; start += TERM_YEARS) {
    const endYear = Math.min(start + TERM_YEARS, years);
    const balance = endYear === years ? 0 : balanceAfter(amount, annualRate, years, endYear * 12);
    const paid = payment * (endYear - start) * 12;
    const principalPaid = previousBalance - balance;
    terms.push({ endYear, balance, principalPaid, interestPaid: Math.max(0, paid - principalPaid) });
    previousBalance = balance;
  }
  return {
    principal: amount,
    monthlyPayment: payment,
    totalInterest: Math.max(0, totalPaid - amount),
    totalCost: Math.max(totalPaid, amount),
    terms,
  };
}
