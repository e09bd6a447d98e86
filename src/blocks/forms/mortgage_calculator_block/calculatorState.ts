/**
 * The mortgage calculator's inputs and what follows from them (spec 001 §3, §5 "Mortgage
 * calculator", §9 "Mortgage"): loan amount, minimum down payment, down payment percentage, the
 * problems that keep "calculate" disabled, and the result computed when it is pressed.
 *
 * With an insurance table (the block's `mortgage_insurance` param), below 20 % down the premium of
 * that table is added to the loan and the payments repay the insured loan; 30 years is offered,
 * and allowed for an insured loan only to a first-time buyer or for a newly built home.
 * Pure functions; the component holds the state.
 */
import { amortizationSummary, type AmortizationSummary } from '../../../lib/mortgage/amortizationSchedule';
import {
  computeMinimumDownPayment,
  type DownPaymentRuleTable,
  type PropertyType,
} from '../../../lib/mortgage/downPaymentRules';
import {
  computeDefaultInsurance,
  maxInsuredAmortization,
  type DefaultInsurance,
  type DefaultInsuranceTable,
} from '../../../lib/mortgage/defaultInsurance';
import { AMORTIZATION_YEARS, paymentForFrequency, type AmortizationYears, type PaymentFrequency } from '../../../lib/mortgage/payment';

/** Amortization periods with insurance on: the spec's five, and 30 years (rules of 2024-12-15). */
export const INSURED_AMORTIZATION_YEARS = [...AMORTIZATION_YEARS, 30] as const;
export type CalculatorAmortization = AmortizationYears | 30;

/** What the visitor entered. Amounts are whole CAD; the rate is in percent (5.5 for 5.5 %). */
export interface CalculatorInputs {
  propertyType: PropertyType;
  price: number;
  downPayment: number;
  /** Percent, 0–100; NaN when the field is empty. */
  interestRatePercent: number;
  amortizationYears: CalculatorAmortization;
  frequency: PaymentFrequency;
  /** A first-time buyer (insurance on: opens 30 years for an insured loan). */
  firstTimeBuyer: boolean;
  /** A newly built home (insurance on: opens 30 years for an insured loan). */
  newBuild: boolean;
}

/** Spec 001 §9 defaults: Residential, price 0, down payment 0, 5.5 %, 25 years, monthly. */
export const DEFAULT_INPUTS: CalculatorInputs = {
  propertyType: 'residential',
  price: 0,
  downPayment: 0,
  interestRatePercent: 5.5,
  amortizationYears: 25,
  frequency: 'monthly',
  firstTimeBuyer: false,
  newBuild: false,
};

/** Why the minimum is what it is: selects the explanatory message (wording keyed per case). */
export type MinimumCase = 'standard' | 'tiered' | 'whole-price' | 'commercial';

/** A problem that disables "calculate". */
export type CalculatorProblem = 'price-required' | 'below-minimum' | 'too-high' | 'rate-invalid' | 'amortization-not-eligible';

export interface CalculatorDerived {
  /** price − down payment, never below 0 (CAD). */
  loanAmount: number;
  /** Minimum down payment under the site's table (CAD, to the cent). */
  minimumDownPayment: number;
  minimumCase: MinimumCase;
  /** Down payment / price × 100, or null when the price is 0. */
  downPaymentPercent: number | null;
  /** Problems in display order; empty when "calculate" may be pressed. */
  problems: CalculatorProblem[];
  /** Mortgage default insurance; null when the block has it off. */
  insurance: DefaultInsurance | null;
  /** What the payments repay: the insured loan when insured, else the loan (CAD). */
  financedAmount: number;
}

/** Which rule of the table gives the minimum for this price. */
function minimumCaseFor(price: number, propertyType: PropertyType, table: DownPaymentRuleTable): MinimumCase {
  if (propertyType === 'commercial') return 'commercial';
  const schedule = table.residential;
  if (schedule.wholePrice && price >= schedule.wholePrice.from) return 'whole-price';
  const first = schedule.brackets[0];
  return first && price > first.upTo ? 'tiered' : 'standard';
}

/** Everything shown live while the visitor types (before "calculate"). */
export function deriveCalculator(
  inputs: CalculatorInputs,
  table: DownPaymentRuleTable,
  insuranceTable: DefaultInsuranceTable | null = null,
): CalculatorDerived {
  const { price, downPayment, interestRatePercent } = inputs;
  const loanAmount = Math.max(0, price - downPayment);
  const minimumDownPayment = computeMinimumDownPayment(price, inputs.propertyType, table);
  const problems: CalculatorProblem[] = [];
  if (price <= 0) problems.push('price-required');
  else if (downPayment > price) problems.push('too-high');
  else if (downPayment < minimumDownPayment) problems.push('below-minimum');
  if (!Number.isFinite(interestRatePercent) || interestRatePercent < 0 || interestRatePercent > 100) problems.push('rate-invalid');
  const insurance = insuranceTable
    ? computeDefaultInsurance({ price, loan: loanAmount, amortizationYears: inputs.amortizationYears }, insuranceTable)
    : null;
  const maxYears = insuranceTable ? maxInsuredAmortization(insuranceTable, inputs.firstTimeBuyer || inputs.newBuild) : 25;
  if (insurance?.status === 'insured' && inputs.amortizationYears > maxYears) problems.push('amortization-not-eligible');
  return {
    loanAmount,
    insurance,
    financedAmount: insurance?.status === 'insured' ? insurance.insuredLoan : loanAmount,
    minimumDownPayment,
    minimumCase: minimumCaseFor(price, inputs.propertyType, table),
    downPaymentPercent: price > 0 ? (downPayment / price) * 100 : null,
    problems,
  };
}

/**
 * The down payment for a percentage of the price.
 * @returns whole CAD, rounded to the dollar; 0 for a missing or negative percentage
 */
export function downPaymentFromPercent(price: number, percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0 || price <= 0) return 0;
  return Math.round((price * Math.min(percent, 100)) / 100);
}

export interface CalculatorResult extends AmortizationSummary {
  frequency: PaymentFrequency;
  /** The payment per chosen frequency, CAD unrounded. */
  payment: number;
  amortizationYears: number;
}

/**
 * The result shown after "calculate".
 * @returns null while a problem disables calculating
 */
export function calculate(
  inputs: CalculatorInputs,
  table: DownPaymentRuleTable,
  insuranceTable: DefaultInsuranceTable | null = null,
): CalculatorResult | null {
  const derived = deriveCalculator(inputs, table, insuranceTable);
  if (derived.problems.length > 0) return null;
  const summary = amortizationSummary(derived.financedAmount, inputs.interestRatePercent / 100, inputs.amortizationYears);
  return {
    ...summary,
    frequency: inputs.frequency,
    payment: paymentForFrequency(summary.monthlyPayment, inputs.frequency),
    amortizationYears: inputs.amortizationYears,
  };
}
