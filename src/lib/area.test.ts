import { describe, expect, it } from 'vitest';
import { formatArea, summaryArea } from './area';

const NBSP = '\u00a0';

describe('formatArea', () => {
  it('formats areas in ft² / pi² with no-break spaces, whole ft²', () => {
    expect(formatArea(1450, 'en')).toBe(`1,450${NBSP}ft²`);
    expect(formatArea(1450, 'fr')).toBe(`1${NBSP}450${NBSP}pi²`);
    expect(formatArea(999.6, 'en')).toBe(`1,000${NBSP}ft²`);
  });

  it('hides missing, zero, negative and non-finite areas', () => {
    expect(formatArea(0, 'fr')).toBeNull();
    expect(formatArea(-5, 'fr')).toBeNull();
    expect(formatArea(null, 'en')).toBeNull();
    expect(formatArea(undefined, 'en')).toBeNull();
    expect(formatArea(Number.NaN, 'en')).toBeNull();
  });
});

describe('summaryArea', () => {
  it('shows the lot for land and the living area otherwise, falling back to the other one', () => {
    expect(summaryArea({ type: 'terrain', livingArea: 900, lotArea: 12_000 })).toBe(12_000);
    expect(summaryArea({ type: 'terrain', livingArea: 900, lotArea: null })).toBe(900);
    expect(summaryArea({ type: 'maison', livingArea: 1_450, lotArea: 6_000 })).toBe(1_450);
    expect(summaryArea({ type: 'maison', livingArea: null, lotArea: 6_000 })).toBe(6_000);
    expect(summaryArea({ type: 'condo', livingArea: null, lotArea: null })).toBeNull();
  });
});
