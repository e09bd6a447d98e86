import { describe, expect, it, vi } from 'vitest';
import { UNSUPPORTED_PIXEL_FORMAT, toPixels } from './cssUnits';

describe('toPixels', () => {
  it('reads whole pixel values', () => {
    expect(toPixels(24)).toBe(24);
    expect(toPixels('24')).toBe(24);
    expect(toPixels(' 130px ')).toBe(130);
  });

  it('warns and gives 0 for any other format', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const value of ['1.5rem', '12.5px', 'auto', -4, 2.5, null]) expect(toPixels(value)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn).toHaveBeenCalledWith(UNSUPPORTED_PIXEL_FORMAT, '1.5rem');
    warn.mockRestore();
  });
});
