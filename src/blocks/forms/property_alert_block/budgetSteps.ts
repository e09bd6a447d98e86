/**
 * Price steps of the alert budget slider (spec 001 §9 "Price steps: 0 to 500000 by 25000, then
 * 550000 to 1000000 by 50000, then 2M, 3M, 4M, 5M, 10M"), in CAD. The top step means "no
 * maximum" (spec 001 §4 "max infinite"). The same steps as the search price selects.
 */
import { PRICE_STEPS } from '../../../schema/listingValues';

export const BUDGET_STEPS: readonly number[] = PRICE_STEPS;

/** Index of the top step ("no maximum"). */
export const BUDGET_TOP = BUDGET_STEPS.length - 1;

/** The slider's two thumbs as step indexes; the default is the whole range (min 0, max none). */
export type BudgetRange = readonly [number, number];
export const DEFAULT_BUDGET: BudgetRange = [0, BUDGET_TOP];

/**
 * The wire values of a range (spec 001 §7): `budget_min` the lower step in CAD (`"0"` by default),
 * `budget_max` the upper step, or `""` when it is the top ("no maximum").
 */
export function budgetBounds(range: BudgetRange): { budget_min: string; budget_max: string } {
  const [low, high] = range;
  return {
    budget_min: String(BUDGET_STEPS[Math.max(0, Math.min(low, BUDGET_TOP))]),
    budget_max: high >= BUDGET_TOP ? '' : String(BUDGET_STEPS[Math.max(0, high)]),
  };
}
