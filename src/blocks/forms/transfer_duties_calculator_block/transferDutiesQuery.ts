/**
 * The welcome-tax calculator's inputs in the URL query, so a calculation can be shared:
 * `duties_municipality` (quebec | montreal), `duties_year` (year of the deed), `duties_price` and
 * `duties_assessment` (whole CAD), `duties_factor` (comparative factor, "1.08"; missing = the
 * municipality's published factor or 1). A missing or malformed value keeps the current input.
 */
import { TRANSFER_DUTIES_YEARS, type TransferDutiesMunicipality } from '../../../lib/transferDuties';
import { queryAmount, type QueryValues } from '../_parts/calculator/useCalculatorQuery';

/** What the visitor entered. Amounts are whole CAD. */
export interface DutiesInputs {
  municipality: TransferDutiesMunicipality;
  /** Year of the deed (one of the years with tables). */
  year: number;
  price: number;
  /** Assessment roll value, 0 when unknown. */
  assessment: number;
  /** Comparative factor typed by the visitor; null = the published one for the year, else 1. */
  factor: number | null;
}

/** The largest comparative factor accepted (factors published in Quebec stay well below). */
export const MAX_COMPARATIVE_FACTOR = 5;

export function dutiesInputsToQuery(inputs: DutiesInputs): QueryValues {
  return {
    duties_municipality: inputs.municipality,
    duties_year: String(inputs.year),
    duties_price: String(inputs.price),
    duties_assessment: inputs.assessment > 0 ? String(inputs.assessment) : undefined,
    duties_factor: inputs.factor === null || !Number.isFinite(inputs.factor) ? undefined : String(inputs.factor),
  };
}

export function dutiesInputsFromQuery(query: URLSearchParams, current: DutiesInputs): DutiesInputs {
  const municipality = query.get('duties_municipality');
  const year = Number(query.get('duties_year'));
  const factor = Number.parseFloat(query.get('duties_factor') ?? '');
  return {
    municipality: municipality === 'quebec' || municipality === 'montreal' ? municipality : current.municipality,
    year: TRANSFER_DUTIES_YEARS.includes(year) ? year : current.year,
    price: queryAmount(query.get('duties_price')) ?? current.price,
    assessment: queryAmount(query.get('duties_assessment')) ?? current.assessment,
    factor: Number.isFinite(factor) && factor > 0 && factor <= MAX_COMPARATIVE_FACTOR ? factor : current.factor,
  };
}
