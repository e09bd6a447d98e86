/**
 * The municipality dropdown's button text (spec 001 §2 "municipality dropdown"): every city, the
 * one chosen, or the first and how many more. Apart from the list so the button needs no list code.
 */
import type { SearchFiltersData } from '../../../../schema/listing';

/** One municipality of the search filters data (`MUN_CODE`, `DESCRIPTION`, count). */
export type SearchMunicipality = SearchFiltersData['municipalities'][number];

/** The dropdown button's text: none → "All municipalities", one → its name, several → "Name +N". */
export function municipalitySummary(
  value: readonly string[],
  municipalities: readonly SearchMunicipality[],
  formatMessage: (descriptor: { id: string }, values?: Record<string, string | number>) => string,
): string {
  if (value.length === 0) return formatMessage({ id: 'search.municipalities.all' });
  const byCode = new Map(municipalities.map((m) => [m.MUN_CODE, m.DESCRIPTION]));
  const first = byCode.get(value[0]!) ?? value[0]!;
  return value.length === 1 ? first : formatMessage({ id: 'search.municipalities.several' }, { first, count: value.length - 1 });
}
