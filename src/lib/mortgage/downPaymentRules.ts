/**
 * Minimum down payment as dated rule tables (spec 001 §5 "Mortgage calculator").
 *
 * The rules are data, not code branches: each table has an id, the date it took effect and, per
 * property type, ordered brackets (a rate applied to the part of the price inside each bracket) and
 * an optional flat rule (a rate on the whole price once the price is at or above a ceiling).
 * `computeMinimumDownPayment` is the one interpreter of these tables.
 *
 * - `federal-2024-12-15` (default): the federal rules for insured mortgages in force since
 *   2024-12-15 — 5 % up to 500 000, 10 % of the part from 500 000 up to the 1 500 000 ceiling,
 *   20 % of the whole price at or above 1 500 000.
 * - `spec-001`: the table of spec 001 §5 — 5 % up to 500 000, 10 % of the part above 500 000 up to
 *   1 000 000, 20 % of the whole price at or above 1 000 000 ("one reading: 1,000,000 or more").
 * - Commercial: 35 % of the price in every table.
 */

/** One bracket: `rate` applies to the part of the price above the previous bracket, up to `upTo`. */
export interface DownPaymentBracket {
  /** Upper bound of the bracket in CAD (inclusive). */
  upTo: number;
  /** Rate as a fraction (0.05 for 5 %). */
  rate: number;
}

/** The rules for one property type. */
export interface DownPaymentSchedule {
  /** Ordered brackets (ascending `upTo`), used below `wholePrice.from`. */
  brackets: readonly DownPaymentBracket[];
  /** At or above `from` (CAD), `rate` applies to the whole price. */
  wholePrice?: { from: number; rate: number };
}

export const DOWN_PAYMENT_RULE_TABLE_IDS = ['federal-2024-12-15', 'spec-001'] as const;
export type DownPaymentRuleTableId = (typeof DOWN_PAYMENT_RULE_TABLE_IDS)[number];

export type PropertyType = 'residential' | 'commercial';

export interface DownPaymentRuleTable {
  id: DownPaymentRuleTableId;
  /** ISO date (yyyy-mm-dd) from which the rules apply. */
  effectiveFrom: string;
  residential: DownPaymentSchedule;
  commercial: DownPaymentSchedule;
}

const COMMERCIAL: DownPaymentSchedule = { brackets: [], wholePrice: { from: 0, rate: 0.35 } };

/** Every rule table, oldest first. */
export const DOWN_PAYMENT_RULE_TABLES: readonly DownPaymentRuleTable[] = [
  {
    id: 'spec-001',
    effectiveFrom: '2016-02-15',
    residential: {
      brackets: [
        { upTo: 500_000, rate: 0.05 },
        { upTo: 1_000_000, rate: 0.1 },
      ],
      wholePrice: { from: 1_000_000, rate: 0.2 },
    },
    commercial: COMMERCIAL,
  },
  {
    id: 'federal-2024-12-15',
    effectiveFrom: '2024-12-15',
    residential: {
      brackets: [
        { upTo: 500_000, rate: 0.05 },
        { upTo: 1_500_000, rate: 0.1 },
      ],
      wholePrice: { from: 1_500_000, rate: 0.2 },
    },
    commercial: COMMERCIAL,
  },
];

/** The table used when a site chose none. */
export const DEFAULT_DOWN_PAYMENT_RULE_TABLE_ID: DownPaymentRuleTableId = 'federal-2024-12-15';

/**
 * A rule table by id; an unknown id falls back to the default table.
 */
export function getDownPaymentRuleTable(id: string | undefined): DownPaymentRuleTable {
  return (
    DOWN_PAYMENT_RULE_TABLES.find((table) => table.id === id) ??
    DOWN_PAYMENT_RULE_TABLES.find((table) => table.id === DEFAULT_DOWN_PAYMENT_RULE_TABLE_ID)!
  );
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The minimum down payment for a price under a rule table.
 * @param price property price in CAD (≤ 0 or not finite gives 0)
 * @param propertyType residential or commercial
 * @param table the site's rule table
 * @returns the minimum in CAD, rounded to the cent; e.g. federal, residential 600 000 → 35 000,
 *   1 499 999 → 124 999.90, 1 500 000 → 300 000; commercial 1 000 000 → 350 000
 */
export function computeMinimumDownPayment(price: number, propertyType: PropertyType, table: DownPaymentRuleTable): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  const schedule = table[propertyType];
  if (schedule.wholePrice && price >= schedule.wholePrice.from) return toCents(price * schedule.wholePrice.rate);
  let minimum = 0;
  let lower = 0;
  for (const bracket of schedule.brackets) {
    if (price <= lower) break;
    minimum += (Math.min(price, bracket.upTo) - lower) * bracket.rate;
    lower = bracket.upTo;
  }
  return toCents(minimum);
}
