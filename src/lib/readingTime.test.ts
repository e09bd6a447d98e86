import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, readingTime } from './readingTime';

const words = (n: number) => Array.from({ length: n }, () => 'maison').join(' ');

describe('readingTime', () => {
  it('rounds to the nearest minute at 200 words per minute', () => {
    expect(readingMinutes(words(700))).toBe(4); // 3.5 → 4
    expect(readingMinutes(words(690))).toBe(3);
    expect(readingMinutes(1000)).toBe(5);
  });

  it('shows at least 1 minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(20)).toBe(1);
    expect(readingTime(0, 'en')).toBe('1\u00a0min');
  });

  it('reads naturally in each locale', () => {
    expect(readingTime(200, 'en')).toBe('1\u00a0min');
    expect(readingTime(1200, 'en')).toBe('6\u00a0mins');
    expect(readingTime(200, 'fr')).toBe('1\u00a0min');
    expect(readingTime(1200, 'fr')).toBe('6\u00a0min');
  });

  it('counts words of HTML content without the tags', () => {
    expect(countWords('<p>Une <strong>belle</strong> maison&nbsp;à Laval</p>')).toBe(5);
    expect(countWords('  —  ')).toBe(0);
  });
});
