import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOWN_PAYMENT_RULE_TABLE_ID,
  DOWN_PAYMENT_RULE_TABLE_IDS,
  DOWN_PAYMENT_RULE_TABLES,
  computeMinimumDownPayment,
  getDownPaymentRuleTable,
} from './downPaymentRules';

const federal = getDownPaymentRuleTable('federal-2024-12-15');
const spec = getDownPaymentRuleTable('spec-001');

describe('minimum down payment rule tables (spec 001 §5; federal rules since 2024-12-15)', () => {
  it.each([
    // price, federal-2024-12-15, spec-001
    [0, 0, 0],
    [300_000, 15_000, 15_000],
    [500_000, 25_000, 25_000],
    [500_001, 25_000.1, 25_000.1],
    [600_000, 35_000, 35_000],
    [999_999, 74_999.9, 74_999.9],
    [1_000_000, 75_000, 200_000],
    [1_499_999, 124_999.9, 299_999.8],
    [1_500_000, 300_000, 300_000],
    [2_000_000, 400_000, 400_000],
  ])('residential %d → federal %d, spec %d', (price, federalMinimum, specMinimum) => {
    expect(computeMinimumDownPayment(price, 'residential', federal)).toBe(federalMinimum);
    expect(computeMinimumDownPayment(price, 'residential', spec)).toBe(specMinimum);
  });

  it.each([
    [500_000, 175_000],
    [1_000_000, 350_000],
    [1_499_999, 524_999.65],
    [1_500_000, 525_000],
  ])('commercial %d → 35 %% = %d in every table', (price, minimum) => {
    for (const table of DOWN_PAYMENT_RULE_TABLES) expect(computeMinimumDownPayment(price, 'commercial', table)).toBe(minimum);
  });

  it('gives 0 for no price', () => {
    expect(computeMinimumDownPayment(0, 'commercial', federal)).toBe(0);
    expect(computeMinimumDownPayment(Number.NaN, 'residential', federal)).toBe(0);
  });

  it('is data: each table is dated, its brackets ascend and its ceiling closes the last bracket', () => {
    expect(DOWN_PAYMENT_RULE_TABLES.map((table) => table.id).sort()).toEqual([...DOWN_PAYMENT_RULE_TABLE_IDS].sort());
    for (const table of DOWN_PAYMENT_RULE_TABLES) {
      expect(table.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const { brackets, wholePrice } = table.residential;
      brackets.forEach((bracket, i) => i > 0 && expect(bracket.upTo).toBeGreaterThan(brackets[i - 1].upTo));
      expect(wholePrice?.from).toBe(brackets.at(-1)?.upTo);
    }
    expect(federal.effectiveFrom).toBe('2024-12-15');
  });

  it('falls back to the default table for an unknown id', () => {
    expect(DEFAULT_DOWN_PAYMENT_RULE_TABLE_ID).toBe('federal-2024-12-15');
    expect(getDownPaymentRuleTable('nope').id).toBe('federal-2024-12-15');
    expect(getDownPaymentRuleTable(undefined).id).toBe('federal-2024-12-15');
  });
});
