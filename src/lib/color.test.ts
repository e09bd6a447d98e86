import { describe, expect, it } from 'vitest';
import { isDarkColor, parseHexColor, readableTextOn } from './color';

describe('parseHexColor', () => {
  it('reads long and short hex notations', () => {
    expect(parseHexColor('#1a2b3c')).toEqual({ r: 0x1a, g: 0x2b, b: 0x3c });
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('000000')).toEqual({ r: 0, g: 0, b: 0 });
  });

  it('rejects values that are not hex colours', () => {
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('#12345')).toBeNull();
    expect(parseHexColor('')).toBeNull();
  });
});

describe('isDarkColor (R+G+B ≤ 382.5)', () => {
  it('classifies black, navy and white', () => {
    expect(isDarkColor('#000000')).toBe(true);
    expect(isDarkColor('#0b2545')).toBe(true);
    expect(isDarkColor('#ffffff')).toBe(false);
  });

  it('uses the exact 382.5 threshold', () => {
    // 127 * 3 = 381 → dark; 128 * 3 = 384 → light.
    expect(isDarkColor('#7f7f7f')).toBe(true);
    expect(isDarkColor('#808080')).toBe(false);
    // 255 + 127 + 0 = 382 → dark; 255 + 128 + 0 = 383 → light.
    expect(isDarkColor('#ff7f00')).toBe(true);
    expect(isDarkColor('#ff8000')).toBe(false);
  });

  it('treats unparsable values as light', () => {
    expect(isDarkColor('not-a-colour')).toBe(false);
  });

  it('picks white text on dark backgrounds', () => {
    expect(readableTextOn('#0b2545')).toBe('#ffffff');
    expect(readableTextOn('#f5f7fa')).toBe('#16202c');
  });
});
