import { describe, expect, it } from 'vitest';
import { MEDIA_WIDTH_LADDER, variantWidths } from './mediaWidths';

describe('variantWidths', () => {
  it('offers the whole ladder for a large photo, never wider than 1920 px', () => {
    expect(variantWidths(4032)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([...MEDIA_WIDTH_LADDER]);
  });

  it('stops at the original width instead of enlarging', () => {
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(641)).toEqual([320, 640, 641]);
  });

  it('keeps a small image at its own width', () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(1)).toEqual([1]);
  });

  it('refuses a width that is not a positive integer', () => {
    expect(() => variantWidths(0)).toThrow(RangeError);
    expect(() => variantWidths(12.5)).toThrow(RangeError);
  });
});
