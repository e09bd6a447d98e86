/**
 * The mortgage calculator's inputs in the URL query, so a calculation can be shared:
 * `mortgage_type` (residential | commercial), `mortgage_price` and `mortgage_down_payment` (whole
 * CAD), `mortgage_rate` (percent, "5.5"), `mortgage_amortization` (years), `mortgage_frequency`
 * (weekly | bi-weekly | monthly) and, with insurance on, `mortgage_first_time_buyer` and
 * `mortgage_new_build` ("1" when ticked). A missing or malformed value keeps the current input.
 */
import { PAYMENT_FREQUENCIES, type PaymentFrequency } from '../../../lib/mortgage/payment';
import { queryAmount, type QueryValues } from '../_parts/calculator/useCalculatorQuery';
import type { CalculatorAmortization, CalculatorInputs } from './calculatorState';

/** The inputs as query values. */
export function mortgageInputsToQuery(inputs: CalculatorInputs, insurance: boolean): QueryValues {
  return {
    mortgage_type: inputs.propertyType,
    mortgage_price: String(inputs.price),
    mortgage_down_payment: String(inputs.downPayment),
    mortgage_rate: Number.isFinite(inputs.interestRatePercent) ? String(inputs.interestRatePercent) : undefined,
    mortgage_amortization: String(inputs.amortizationYears),
    mortgage_frequency: inputs.frequency,
    mortgage_first_time_buyer: insurance && inputs.firstTimeBuyer ? '1' : undefined,
    mortgage_new_build: insurance && inputs.newBuild ? '1' : undefined,
  };
}

/**
 * The inputs a query describes, over `current`.
 * @param years the amortization periods the calculator offers (an other value is ignored)
 */
export function mortgageInputsFromQuery(query: URLSearchParams, current: CalculatorInputs, years: readonly number[]): CalculatorInputs {
  const type = query.get('mortgage_type');
  const rate = Number.parseFloat(query.get('mortgage_rate') ?? '');
  const amortization = Number(query.get('mortgage_amortization'));
  const frequency = query.get('mortgage_frequency') as PaymentFrequency | null;
  return {
    propertyType: type === 'residential' || type === 'commercial' ? type : current.propertyType,
    price: queryAmount(query.get('mortgage_price')) ?? current.price,
    downPayment: queryAmount(query.get('mortgage_down_payment')) ?? current.downPayment,
    interestRatePercent: Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : current.interestRatePercent,
    amortizationYears: years.includes(amortization) ? (amortization as CalculatorAmortization) : current.amortizationYears,
    frequency: frequency && PAYMENT_FREQUENCIES.includes(frequency) ? frequency : current.frequency,
    firstTimeBuyer: query.has('mortgage_first_time_buyer') ? query.get('mortgage_first_time_buyer') === '1' : current.firstTimeBuyer,
    newBuild: query.has('mortgage_new_build') ? query.get('mortgage_new_build') === '1' : current.newBuild,
  };
}
