import { describe, expect, it } from 'vitest';
import { breakpointFor } from './breakpoints';

describe('breakpointFor', () => {
  it('maps window widths to the spec breakpoints, boundaries included', () => {
    expect(breakpointFor(0)).toBe('xs');
    expect(breakpointFor(375)).toBe('xs');
    expect(breakpointFor(575)).toBe('xs');
    expect(breakpointFor(576)).toBe('sm');
    expect(breakpointFor(768)).toBe('md');
    expect(breakpointFor(1199)).toBe('lg');
    expect(breakpointFor(1200)).toBe('xl');
    expect(breakpointFor(1440)).toBe('xxl');
    expect(breakpointFor(1680)).toBe('xxxl');
    expect(breakpointFor(1919)).toBe('xxxl');
    expect(breakpointFor(1920)).toBe('xxxxl');
    expect(breakpointFor(Number.NaN)).toBe('xs');
  });
});
