import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('formatMoney', () => {
  it('formats CAD with 2 decimals by default per locale', () => {
    expect(formatMoney(489000, 'fr')).toBe(nb('489 000,00 $'));
    expect(formatMoney(489000, 'en')).toBe('$489,000.00');
    expect(formatMoney(1234.5, 'fr')).toBe(nb('1 234,50 $'));
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
  });

  it('formats tags without decimals, $ before in English and after in French', () => {
    expect(formatMoney(489000, 'en', { tag: true })).toBe('$489,000');
    expect(formatMoney(489000, 'fr', { tag: true })).toBe(nb('489 000 $'));
    expect(formatMoney(1249999.6, 'en', { tag: true })).toBe('$1,250,000');
  });

  it('uses only no-break spaces, never narrow or plain spaces', () => {
    const text = formatMoney(12345678.9, 'fr');
    expect(text).not.toMatch(/[ \u202f]/);
    expect(text).toBe(nb('12 345 678,90 $'));
  });

  it('formats zero and negative amounts', () => {
    expect(formatMoney(0, 'en')).toBe('$0.00');
    expect(formatMoney(-250, 'en', { tag: true })).toBe('-$250');
  });

  it('rejects amounts that are not finite numbers', () => {
    expect(() => formatMoney(Number.NaN, 'fr')).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
  });
});
