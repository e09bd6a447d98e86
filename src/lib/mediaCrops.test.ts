import { describe, expect, it } from 'vitest';
import { cropRatioForBox, cropRect, cropSizes, focalInCrop, focalPercent, generatedCropRatios, parseAspectRatio, widestVariantSize } from './mediaCrops';

describe('focal-point crops', () => {
  it('reads the CSS aspect ratios blocks give their boxes', () => {
    expect(parseAspectRatio('16 / 9')).toBeCloseTo(16 / 9);
    expect(parseAspectRatio('4/3')).toBeCloseTo(4 / 3);
    expect(parseAspectRatio('1')).toBe(1);
    expect(parseAspectRatio('1.5')).toBe(1.5);
    for (const value of [undefined, '', 'auto', '0', '16 / 0', '4 / 3 / 2']) expect(parseAspectRatio(value)).toBeNull();
  });

  it('generates every shape but the image’s own', () => {
    expect(generatedCropRatios(2400, 1600)).toEqual(['16x10', '4x3', '1x1', '4x5']);
    expect(generatedCropRatios(1920, 1440)).toEqual(['16x10', '1x1', '4x5']);
    expect(generatedCropRatios(640, 640)).toEqual(['16x10', '4x3', '4x5']);
  });

  it('gives a box the widest crop at most 7 % wider than itself, or none when the image already fits', () => {
    // A 3:2 phone photo.
    expect(cropRatioForBox(2400, 1600, 16 / 9)).toBe('16x10');
    expect(cropRatioForBox(2400, 1600, 4 / 3)).toBe('4x3');
    expect(cropRatioForBox(2400, 1600, 5 / 4)).toBe('4x3');
    expect(cropRatioForBox(2400, 1600, 1)).toBe('1x1');
    expect(cropRatioForBox(2400, 1600, 3 / 4)).toBe('4x5');
    // A 3:2 photo in a 16:10 box, a 4:3 picture in a 4:3 or 5:4 box, a 16:9 one in a 16:9 box: the whole image.
    expect(cropRatioForBox(2400, 1600, 16 / 10)).toBeNull();
    expect(cropRatioForBox(1920, 1440, 4 / 3)).toBeNull();
    expect(cropRatioForBox(1920, 1440, 5 / 4)).toBeNull();
    expect(cropRatioForBox(1920, 1080, 16 / 9)).toBeNull();
    // A 16:9 picture in a 16:10 card.
    expect(cropRatioForBox(1920, 1080, 16 / 10)).toBe('16x10');
  });

  it('cuts the largest rectangle of the shape around the focal point, kept inside the picture', () => {
    expect(cropRect(1920, 1280, { ratio: '1x1', x: 50, y: 50 })).toEqual({ left: 320, top: 0, width: 1280, height: 1280 });
    expect(cropRect(1920, 1280, { ratio: '1x1', x: 10, y: 50 })).toEqual({ left: 0, top: 0, width: 1280, height: 1280 });
    expect(cropRect(1920, 1280, { ratio: '1x1', x: 90, y: 50 })).toEqual({ left: 640, top: 0, width: 1280, height: 1280 });
    expect(cropRect(1920, 1280, { ratio: '16x10', x: 50, y: 20 })).toEqual({ left: 0, top: 0, width: 1920, height: 1200 });
    expect(cropRect(1920, 2400, { ratio: '4x3', x: 50, y: 35 })).toEqual({ left: 0, top: 120, width: 1920, height: 1440 });
  });

  it('offers a crop at every ladder width below its own, from the widest variant', () => {
    expect(widestVariantSize(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(cropSizes(4000, 3000, { ratio: '1x1', x: 50, y: 50 })).toEqual([
      { width: 320, height: 320 },
      { width: 640, height: 640 },
      { width: 960, height: 960 },
      { width: 1280, height: 1280 },
      { width: 1440, height: 1440 },
    ]);
    expect(cropSizes(640, 640, { ratio: '16x10', x: 50, y: 50 })).toEqual([
      { width: 320, height: 200 },
      { width: 640, height: 400 },
    ]);
  });

  it('places the focal point inside the crop for object-position', () => {
    expect(focalInCrop(2400, 1600, { ratio: '1x1', x: 50, y: 50 })).toEqual({ x: 50, y: 50 });
    // Near the left edge the crop stops at the edge: the point sits left of its centre.
    expect(focalInCrop(2400, 1600, { ratio: '1x1', x: 10, y: 50 })).toEqual({ x: 15, y: 50 });
    expect(focalPercent(0.354)).toBe(35);
    expect(focalPercent(1.2)).toBe(100);
  });
});
