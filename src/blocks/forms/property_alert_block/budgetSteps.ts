/**
 * Price steps of the alert budget slider (spec 001 §9 "Price steps: 0 to 500000 by 25000, then
 * 550000 to 1000000 by 50000, then 2M, 3M, 4M, 5M, 10M"), in CAD. The top step means "no
 * maximum" (spec 001 §4 "max infinite").
 */
export const BUDGET_STEPS: readonly number[] = [
  ...Array.from({ length: 21 }, (_, i) => i * 25_000),
  ...Array.from({ length: 10 }, (_, i) => 550_000 + i * 50_000),
  2_000_000,
  3_000_000,
  4_000_000,
  5_000_000,
  10_000_000,
];

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
