import { describe, expect, it } from 'vitest';
import { LG_TRACKS, mosaicLayout } from './mosaicLayout';

const lg = (count: number) => mosaicLayout(count).map((cell) => cell.lg);
const md = (count: number) => mosaicLayout(count).map((cell) => cell.md);

describe('mosaicLayout (spec 001 §9)', () => {
  it('puts three per row when the count divides by 3', () => {
    expect(lg(3)).toEqual(['third', 'third', 'third']);
    expect(lg(6)).toEqual(Array(6).fill('third'));
  });

  it('makes the last two half width when 2 remain', () => {
    expect(lg(2)).toEqual(['half', 'half']);
    expect(lg(5)).toEqual(['third', 'third', 'third', 'half', 'half']);
    expect(lg(8)).toEqual([...Array(6).fill('third'), 'half', 'half']);
  });

  it('makes the last four a mosaic when 1 remains', () => {
    expect(lg(4)).toEqual(['wide', 'narrow', 'narrow', 'wide']);
    expect(lg(7)).toEqual(['third', 'third', 'third', 'wide', 'narrow', 'narrow', 'wide']);
    expect(lg(10)).toEqual([...Array(6).fill('third'), 'wide', 'narrow', 'narrow', 'wide']);
  });

  it('makes a single item full width', () => {
    expect(lg(1)).toEqual(['full']);
    expect(md(1)).toEqual(['full']);
  });

  it('fills every lg row exactly (6 tracks)', () => {
    for (let count = 1; count <= 13; count += 1) {
      const tracks = mosaicLayout(count).map((cell) => LG_TRACKS[cell.lg]);
      expect(tracks.reduce((sum, t) => sum + t, 0) % 6, `count ${count}`).toBe(0);
    }
  });

  it('makes an odd last item full width on two columns', () => {
    expect(md(4)).toEqual(['half', 'half', 'half', 'half']);
    expect(md(5)).toEqual(['half', 'half', 'half', 'half', 'full']);
    expect(md(7).at(-1)).toBe('full');
  });

  it('has no cell for no item', () => {
    expect(mosaicLayout(0)).toEqual([]);
  });
});
