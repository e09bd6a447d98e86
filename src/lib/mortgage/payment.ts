/**
 * Canadian mortgage payment maths (spec 001 §9 "Mortgage").
 *
 * Fixed rates in Canada are quoted as nominal annual rates compounded semi-annually (Interest Act,
 * s. 6). The equivalent monthly rate is r = (1 + i/2)^(1/6) − 1, the number of payments
 * n = years × 12, and the monthly payment the annuity P·r / (1 − (1 + r)^−n), never below P / n
 * (exactly P / n when the rate is 0). Weekly = monthly / 4 and bi-weekly = monthly / 2, as the spec
 * says. Amounts are CAD and stay unrounded: round to the cent only when displaying (src/lib/money).
 */

/** The payment frequencies the calculator offers (spec 001 §3). */
export const PAYMENT_FREQUENCIES = ['weekly', 'bi-weekly', 'monthly'] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** Amortization periods offered, in years (spec 001 §9); 25 is the default. */
export const AMORTIZATION_YEARS = [5, 10, 15, 20, 25] as const;
export type AmortizationYears = (typeof AMORTIZATION_YEARS)[number];

/** How many of each frequency's payments make one monthly payment's worth (spec 001 §9). */
const MONTHLY_DIVISOR: Record<PaymentFrequency, number> = { weekly: 4, 'bi-weekly': 2, monthly: 1 };

/**
 * The monthly rate equivalent to a nominal annual rate compounded semi-annually.
 * @param annualRate nominal annual rate as a fraction (0.055 for 5.5 %), ≥ 0
 * @returns the monthly rate as a fraction, e.g. 0.05 → 0.0041239…
 * @throws RangeError when the rate is negative or not finite
 */
export function monthlyRateFromAnnual(annualRate: number): number {
  if (!Number.isFinite(annualRate) || annualRate < 0) {
    throw new RangeError(`monthlyRateFromAnnual: the rate must be a finite fraction ≥ 0, got ${String(annualRate)}`);
  }
  return Math.pow(1 + annualRate / 2, 1 / 6) - 1;
}

/**
 * The monthly payment of a fixed-rate Canadian mortgage.
 * @param principal loan amount in CAD (≤ 0 gives 0)
 * @param annualRate nominal annual rate as a fraction, compounded semi-annually (0.05 for 5 %)
 * @param years amortization period in years (> 0; any whole or fractional number is accepted)
 * @returns the unrounded monthly payment in CAD, at least principal / (years × 12);
 *   e.g. 500 000 at 0.05 over 25 years → 2 908.0249…
 * @throws RangeError when the rate is negative or the period not positive
 */
export function monthlyPayment(principal: number, annualRate: number, years: number): number {
  if (!Number.isFinite(years) || years <= 0) throw new RangeError(`monthlyPayment: the period must be > 0 years, got ${String(years)}`);
  const rate = monthlyRateFromAnnual(annualRate);
  if (!Number.isFinite(principal) || principal <= 0) return 0;
  const payments = years * 12;
  const straightLine = principal / payments;
  if (rate === 0) return straightLine;
  const annuity = (principal * rate) / (1 - Math.pow(1 + rate, -payments));
  return Math.max(annuity, straightLine);
}

/**
 * The payment for a frequency, from the monthly payment (spec 001 §9: weekly = monthly / 4,
 * bi-weekly = monthly / 2).
 * @param monthly the monthly payment in CAD
 * @returns the payment per period in CAD, unrounded
 */
export function paymentForFrequency(monthly: number, frequency: PaymentFrequency): number {
  return monthly / MONTHLY_DIVISOR[frequency];
}
