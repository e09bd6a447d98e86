/**
 * Quebec real-estate transfer duties ("droits de mutation immobilière", the "welcome tax") as dated
 * bracket tables (Act respecting duties on transfers of immovables, CQLR c. D-15.1, s. 2).
 *
 * Every municipality levies the duties on the tax base by marginal brackets: 0.5 %, 1 % and 1.5 %,
 * the two thresholds indexed each year. Since 2024 a municipality may, by by-law, set a rate above
 * 1.5 % (at most 3 %, except Montréal) on the part above 500 000; Montréal has its own higher
 * brackets. The tables below are the province's general brackets (the minimum every municipality
 * applies) and Montréal's, per year of the deed.
 *
 * The tax base is the greatest of the consideration paid, the consideration stated in the deed and
 * the market value (the assessment roll value × the comparative factor of the year):
 * {@link transferDutiesBase}. Amounts are CAD; rates are fractions.
 */

export type TransferDutiesMunicipality = 'quebec' | 'montreal';

/** One marginal bracket: `rate` applies to the part of the base above the previous bound, up to `upTo`. */
export interface DutiesBracket {
  /** Upper bound in CAD, inclusive; `null` for the open last bracket. */
  upTo: number | null;
  /** Rate as a fraction (0.015 for 1.5 %). */
  rate: number;
}

export interface TransferDutiesTable {
  municipality: TransferDutiesMunicipality;
  /** Year of the deed the brackets apply to (transfers from January 1 to December 31). */
  year: number;
  /** ISO date (yyyy-mm-dd) from which the brackets apply. */
  effectiveFrom: string;
  brackets: readonly DutiesBracket[];
  /** The municipality's published comparative factor for the year, when known (Montréal). */
  comparativeFactor?: number;
  /** `false` when a figure could not be confirmed from a primary or municipal source (see `sources`). */
  confirmed: boolean;
  /** Where the figures come from (reference note, not shown to visitors). */
  sources: readonly string[];
}

const provincial = (first: number, second: number): DutiesBracket[] => [
  { upTo: first, rate: 0.005 },
  { upTo: second, rate: 0.01 },
  { upTo: null, rate: 0.015 },
];

/** Montréal's brackets above the provincial ones (by-law 10-007 as amended), unchanged 2023–2025. */
const montreal = (first: number, second: number): DutiesBracket[] => [
  { upTo: first, rate: 0.005 },
  { upTo: second, rate: 0.01 },
  { upTo: 552_300, rate: 0.015 },
  { upTo: 1_104_700, rate: 0.02 },
  { upTo: 2_136_500, rate: 0.025 },
  { upTo: 3_113_000, rate: 0.035 },
  { upTo: null, rate: 0.04 },
];

/** Every table, by municipality then year. */
export const TRANSFER_DUTIES_TABLES: readonly TransferDutiesTable[] = [
  {
    municipality: 'quebec',
    year: 2024,
    effectiveFrom: '2024-01-01',
    brackets: provincial(58_900, 294_600),
    confirmed: true,
    sources: [
      'LégisQuébec, CQLR c. D-15.1, s. 2 (version of 2024-12-16): 0.5 % up to 58 900, 1 % up to 294 600, 1.5 % above; 2024 indexation 6.6763 % ((2023) 155 G.O. 1, 450)',
      'Municipality of Saint-Moïse, 2024 example: a 100 000 transfer pays 705.50',
    ],
  },
  {
    municipality: 'quebec',
    year: 2025,
    effectiveFrom: '2025-01-01',
    brackets: provincial(61_500, 307_800),
    confirmed: true,
    sources: [
      'Ville de Montréal-Est, Ville de Terrasse-Vaudreuil and Ville de Richelieu, 2025 transfer duties: 0.5 % up to 61 500, 1 % up to 307 800, 1.5 % above (before any municipal rate above 500 000)',
    ],
  },
  {
    municipality: 'quebec',
    year: 2026,
    effectiveFrom: '2026-01-01',
    brackets: provincial(62_900, 315_000),
    confirmed: true,
    sources: [
      'Municipality of Saint-Dominique, 2026 taxation page: 0.5 % up to 62 900, 1 % up to 315 000, 1.5 % up to 500 000 (then its own 3 %)',
      'deedworth.ca, "Welcome tax in Quebec … in 2026": the same 62 900 and 315 000 thresholds. The Gazette officielle notice of the 2026 indexation rate was not found',
    ],
  },
  {
    municipality: 'montreal',
    year: 2024,
    effectiveFrom: '2024-01-01',
    brackets: montreal(58_900, 294_600),
    comparativeFactor: 1.1,
    confirmed: true,
    sources: [
      'immocentreville.com, "La taxe de bienvenue à Montréal" (2025-01-14): 0.5 % to 58 900, 1 % to 294 600, 1.5 % to 552 300, 2 % to 1 104 700, 2.5 % to 2 136 500, 3.5 % to 3 113 000, 4 % above',
      'montreal.ca, "Comment sont calculés les droits sur les mutations immobilières" (updated 2024-11-19): comparative factor 1.10 for 2024',
    ],
  },
  {
    municipality: 'montreal',
    year: 2025,
    effectiveFrom: '2025-01-01',
    brackets: montreal(61_500, 307_800),
    comparativeFactor: 1.08,
    confirmed: true,
    sources: [
      'fkhatami.com 2025 Montréal calculator and canadian-mortgage-app FAQ: 0.5 % to 61 500, 1 % to 307 800, 1.5 % to 552 300, 2 % to 1 104 700, 2.5 % to 2 136 500, 3.5 % to 3 113 000, 4 % above; example: a 700 000 base pays 9 392.00',
      'immobilierexpress.ca: a 600 000 purchase in Montréal pays 7 392.00',
      'montreal.ca (updated 2024-11-19): comparative factor 1.08 for 2025',
    ],
  },
  {
    municipality: 'montreal',
    year: 2026,
    effectiveFrom: '2026-01-01',
    brackets: montreal(62_900, 315_000),
    confirmed: false,
    sources: [
      'NOT CONFIRMED: no source for Montréal’s 2026 by-law was found. The two lower thresholds are the province’s 2026 ones (see quebec 2026); the brackets from 552 300 up are Montréal’s 2023–2025 ones, assumed unchanged. The 2026 comparative factor is not known',
      'Searched (2026-11-25): montreal.ca "Comment sont calculés les droits sur les mutations immobilières" (last update 2024-11-19, factors up to 2025), Montréal budget 2026 and by-law 10-007 amendments, welcome-tax calculators of Montréal brokers (2025 figures at most). Montréal’s upper thresholds were indexed in 2022 (532 300 / 1 064 600 / 2 059 000 / 3 000 000, dgchait.com) and 2023 (552 300 / 1 104 700 / 2 136 500 / 3 113 000), so a 2026 indexation is possible',
    ],
  },
];

/** The years with tables, ascending. */
export const TRANSFER_DUTIES_YEARS: readonly number[] = [...new Set(TRANSFER_DUTIES_TABLES.map((table) => table.year))].sort((a, b) => a - b);

/**
 * The table for a municipality and a year of the deed.
 * @returns the year's table; a year after the last known one gets the last table, a year before the
 *   first gets the first (the caller shows the year actually used)
 */
export function getTransferDutiesTable(municipality: TransferDutiesMunicipality, year: number): TransferDutiesTable {
  const tables = TRANSFER_DUTIES_TABLES.filter((table) => table.municipality === municipality);
  return tables.find((table) => table.year === year) ?? (year > tables.at(-1)!.year ? tables.at(-1)! : tables[0]);
}

/** The year the calculator starts with: this year when it has tables, else the nearest one. */
export function defaultTransferDutiesYear(today: Date = new Date()): number {
  const year = today.getFullYear();
  const years = TRANSFER_DUTIES_YEARS;
  return years.includes(year) ? year : year > years.at(-1)! ? years.at(-1)! : years[0];
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The tax base: the greater of the price and the market value (assessment × comparative factor).
 * @param price consideration in CAD
 * @param assessment assessment roll value in CAD (0 when unknown)
 * @param comparativeFactor the municipality's factor for the year (1 when unknown)
 * @returns CAD to the cent, and which amount it is
 */
export function transferDutiesBase(
  price: number,
  assessment: number,
  comparativeFactor: number,
): { base: number; from: 'price' | 'market-value'; marketValue: number } {
  const safePrice = Number.isFinite(price) && price > 0 ? price : 0;
  const factor = Number.isFinite(comparativeFactor) && comparativeFactor > 0 ? comparativeFactor : 1;
  const marketValue = Number.isFinite(assessment) && assessment > 0 ? toCents(assessment * factor) : 0;
  return marketValue > safePrice ? { base: marketValue, from: 'market-value', marketValue } : { base: safePrice, from: 'price', marketValue };
}

/** The duties of one bracket. */
export interface DutiesLine {
  /** Lower bound of the bracket in CAD (exclusive). */
  from: number;
  /** Upper bound in CAD (inclusive); `null` for the open last bracket. */
  upTo: number | null;
  rate: number;
  /** The part of the base inside this bracket, CAD. */
  taxed: number;
  /** taxed × rate, CAD to the cent. */
  duties: number;
}

export interface TransferDuties {
  base: number;
  /** One line per bracket of the table, in order (brackets the base does not reach have 0). */
  lines: DutiesLine[];
  /** Sum of the lines, CAD to the cent. */
  total: number;
}

/**
 * The duties on a tax base by a table's marginal brackets.
 * @param base the tax base in CAD (≤ 0 or not finite gives 0)
 * @returns every bracket with its taxed part and duties, and the total; e.g. Montréal 2025,
 *   700 000 → 307.50 + 2 463.00 + 3 667.50 + 2 954.00 = 9 392.00
 */
export function computeTransferDuties(base: number, table: TransferDutiesTable): TransferDuties {
  const amount = Number.isFinite(base) && base > 0 ? base : 0;
  let lower = 0;
  const lines = table.brackets.map((bracket) => {
    const top = bracket.upTo ?? Number.POSITIVE_INFINITY;
    const taxed = Math.max(0, Math.min(amount, top) - lower);
    const line = { from: lower, upTo: bracket.upTo, rate: bracket.rate, taxed, duties: toCents(taxed * bracket.rate) };
    lower = top;
    return line;
  });
  return { base: amount, lines, total: toCents(lines.reduce((sum, line) => sum + line.duties, 0)) };
}
