import { describe, expect, it } from 'vitest';
import { roundAverageScore, starFills, starsOutOfFive } from './rating';

describe('review scores (spec 001 §9)', () => {
  it('rounds an average score to 2 decimals', () => {
    expect(roundAverageScore(4.8666)).toBe(4.87);
    expect(roundAverageScore(4.004)).toBe(4);
    expect(roundAverageScore(Number.NaN)).toBe(0);
  });

  it('rounds stars out of 5 to halves, clamped to 0–5', () => {
    expect([4.8666, 4.26, 4.24, 3.75, 0.2, 7, -1].map(starsOutOfFive)).toEqual([5, 4.5, 4, 4, 0, 5, 0]);
  });

  it('fills whole, half and empty stars', () => {
    expect(starFills(3.6)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });
});
