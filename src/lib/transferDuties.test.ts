import { describe, expect, it } from 'vitest';
import {
  TRANSFER_DUTIES_TABLES,
  TRANSFER_DUTIES_YEARS,
  computeTransferDuties,
  defaultTransferDutiesYear,
  getTransferDutiesTable,
  transferDutiesBase,
} from './transferDuties';

const duties = (municipality: 'quebec' | 'montreal', year: number, base: number) =>
  computeTransferDuties(base, getTransferDutiesTable(municipality, year));

describe('Quebec transfer duties (CQLR c. D-15.1, s. 2) by year of the deed', () => {
  it('Montréal 2025, published example: a 700 000 base pays 9 392.00 (307.50 + 2 463 + 3 667.50 + 2 954)', () => {
    const result = duties('montreal', 2025, 700_000);
    expect(result.lines.filter((line) => line.taxed > 0).map((line) => line.duties)).toEqual([307.5, 2463, 3667.5, 2954]);
    expect(result.total).toBe(9392);
  });

  it('Montréal 2025, published example: a 600 000 purchase pays 7 392.00', () => {
    const result = duties('montreal', 2025, 600_000);
    expect(result.lines[3]).toMatchObject({ from: 552_300, upTo: 1_104_700, rate: 0.02, taxed: 47_700, duties: 954 });
    expect(result.total).toBe(7392);
  });

  it('the province in 2024, published example (Saint-Moïse): a 100 000 transfer pays 705.50', () => {
    expect(duties('quebec', 2024, 100_000).total).toBe(705.5);
  });

  it('the province in 2025: 0.5 % to 61 500, 1 % to 307 800, 1.5 % above', () => {
    const result = duties('quebec', 2025, 500_000);
    expect(result.lines.map((line) => line.duties)).toEqual([307.5, 2463, 2883]);
    expect(result.total).toBe(5653.5);
  });

  it('the province in 2026: 0.5 % to 62 900, 1 % to 315 000, 1.5 % above', () => {
    const result = duties('quebec', 2026, 400_000);
    expect(result.lines.map((line) => [line.from, line.upTo, line.taxed])).toEqual([
      [0, 62_900, 62_900],
      [62_900, 315_000, 252_100],
      [315_000, null, 85_000],
    ]);
    expect(result.total).toBe(4110.5);
  });

  it('Montréal’s top brackets: 3.5 % from 2 136 500 and 4 % above 3 113 000', () => {
    const result = duties('montreal', 2025, 4_000_000);
    expect(result.lines.at(-2)).toMatchObject({ rate: 0.035, taxed: 976_500, duties: 34_177.5 });
    expect(result.lines.at(-1)).toMatchObject({ rate: 0.04, taxed: 887_000, duties: 35_480 });
    expect(result.total).toBe(307.5 + 2463 + 3667.5 + 11_048 + 25_795 + 34_177.5 + 35_480);
  });

  it('is the same in Montréal and elsewhere up to the province’s third bracket', () => {
    for (const year of TRANSFER_DUTIES_YEARS) expect(duties('montreal', year, 300_000).total).toBe(duties('quebec', year, 300_000).total);
  });

  it('gives 0 without a base', () => {
    expect(duties('quebec', 2025, 0).total).toBe(0);
    expect(duties('quebec', 2025, Number.NaN).lines.every((line) => line.duties === 0)).toBe(true);
  });

  it('takes the greater of the price and the assessment × comparative factor (Montréal 2025: 500 000 × 1.08 = 540 000)', () => {
    expect(transferDutiesBase(520_000, 500_000, 1.08)).toEqual({ base: 540_000, from: 'market-value', marketValue: 540_000 });
    expect(transferDutiesBase(560_000, 500_000, 1.08)).toEqual({ base: 560_000, from: 'price', marketValue: 540_000 });
    expect(transferDutiesBase(400_000, 0, 1.08).base).toBe(400_000);
    expect(transferDutiesBase(400_000, 380_000, Number.NaN).base).toBe(400_000);
  });

  it('is data: every table dated and sourced, brackets ascending and closed by an open bracket; Montréal 2026 flagged unconfirmed', () => {
    for (const table of TRANSFER_DUTIES_TABLES) {
      expect(table.effectiveFrom).toBe(`${table.year}-01-01`);
      expect(table.sources.length).toBeGreaterThan(0);
      const bounds = table.brackets.slice(0, -1).map((bracket) => bracket.upTo!);
      bounds.forEach((bound, i) => i > 0 && expect(bound).toBeGreaterThan(bounds[i - 1]));
      expect(table.brackets.at(-1)?.upTo).toBeNull();
    }
    expect(getTransferDutiesTable('montreal', 2026).confirmed).toBe(false);
    expect(getTransferDutiesTable('montreal', 2025).comparativeFactor).toBe(1.08);
  });

  it('uses the nearest known year for a deed outside the tables, and starts at this year', () => {
    expect(getTransferDutiesTable('quebec', 2030).year).toBe(TRANSFER_DUTIES_YEARS.at(-1));
    expect(getTransferDutiesTable('quebec', 2010).year).toBe(TRANSFER_DUTIES_YEARS[0]);
    expect(defaultTransferDutiesYear(new Date('2025-06-01T12:00:00'))).toBe(2025);
    expect(defaultTransferDutiesYear(new Date('2031-06-01T12:00:00'))).toBe(TRANSFER_DUTIES_YEARS.at(-1));
  });
});
