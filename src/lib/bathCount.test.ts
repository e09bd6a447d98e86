import { describe, expect, it } from 'vitest';
import { formatBathCount } from './bathCount';

describe('formatBathCount', () => {
  it("hides a zero count ('0.0')", () => {
    expect(formatBathCount('0.0', 'fr')).toBeNull();
    expect(formatBathCount(0, 'en')).toBeNull();
  });

  it('hides unknown counts', () => {
    expect(formatBathCount(null, 'fr')).toBeNull();
    expect(formatBathCount(undefined, 'fr')).toBeNull();
    expect(formatBathCount('', 'fr')).toBeNull();
    expect(formatBathCount('n/a', 'en')).toBeNull();
  });

  it('drops the decimal of whole counts and keeps half baths in the locale notation', () => {
    expect(formatBathCount('2.0', 'en')).toBe('2');
    expect(formatBathCount(1.5, 'en')).toBe('1.5');
    expect(formatBathCount('1.5', 'fr')).toBe('1,5');
  });
});
