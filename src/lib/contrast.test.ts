import { describe, expect, it } from 'vitest';
import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio, formatContrastRatio, meetsAA, relativeLuminance } from './contrast';

describe('WCAG 2.1 contrast', () => {
  it('gives luminance 0 for black and 1 for white', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBeCloseTo(1, 10);
  });

  it('gives 21:1 for black on white and 1:1 for identical colours, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#1d3f72', '#1d3f72')).toBe(1);
  });

  it('matches published reference ratios', () => {
    // #767676 on white is the classic "just passes AA" grey (4.54:1); #777777 just fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4, 2);
  });

  it('applies AA thresholds: 4.5:1 for normal text, 3:1 for large text', () => {
    expect(AA_NORMAL_TEXT).toBe(4.5);
    expect(AA_LARGE_TEXT).toBe(3);
    const red = contrastRatio('#ff0000', '#ffffff')!;
    expect(meetsAA(red)).toBe(false);
    expect(meetsAA(red, 'large')).toBe(true);
    expect(meetsAA(contrastRatio('#767676', '#ffffff')!)).toBe(true);
    expect(meetsAA(4.499)).toBe(false);
  });

  it('returns null for values that are not hex colours', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(contrastRatio('#ffffff', '')).toBeNull();
  });

  it('formats ratios without rounding a failing value up', () => {
    expect(formatContrastRatio(21)).toBe('21:1');
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
    expect(formatContrastRatio(12.634)).toBe('12.63:1');
  });
});
