import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  const date = '2025-03-07';

  it('formats calendar dates with the Canadian variants', () => {
    expect(formatDate(date, 'fr', 'numeric')).toBe('2025-03-07');
    expect(formatDate(date, 'en', 'numeric')).toBe('2025-03-07');
    expect(formatDate(date, 'fr', 'short')).toBe('7 mars 2025');
    expect(formatDate(date, 'en', 'short')).toBe('Mar 7, 2025');
    expect(formatDate(date, 'fr', 'long')).toBe('7 mars 2025');
    expect(formatDate(date, 'en', 'long')).toBe('March 7, 2025');
    expect(formatDate(date, 'fr', 'full')).toBe('vendredi 7 mars 2025');
    expect(formatDate(date, 'en', 'full')).toBe('Friday, March 7, 2025');
    expect(formatDate(date, 'fr', 'monthYear')).toBe('mars 2025');
    expect(formatDate(date, 'en', 'monthYear')).toBe('March 2025');
  });

  it('defaults to the long style', () => {
    expect(formatDate(date, 'en')).toBe('March 7, 2025');
  });

  it('shows instants in Quebec time by default', () => {
    // 02:00 UTC on March 8 is still March 7 in Montréal.
    expect(formatDate('2025-03-08T02:00:00Z', 'fr', 'long')).toBe('7 mars 2025');
    expect(formatDate('2025-03-08T02:00:00Z', 'en', 'long', { timeZone: 'UTC' })).toBe('March 8, 2025');
  });

  it('formats date and time with the Canadian time notation', () => {
    expect(formatDate('2025-03-07T19:30:00Z', 'fr', 'dateTime')).toBe('7 mars 2025, 14 h 30');
    expect(formatDate('2025-03-07T19:30:00Z', 'en', 'dateTime')).toBe('Mar 7, 2025, 2:30 p.m.');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const instant = Date.UTC(2024, 11, 25, 17, 0, 0);
    expect(formatDate(instant, 'en', 'long')).toBe('December 25, 2024');
    expect(formatDate(new Date(instant), 'fr', 'long')).toBe('25 décembre 2024');
  });

  it('rejects invalid dates', () => {
    expect(() => formatDate('not a date', 'fr')).toThrow(RangeError);
  });
});
