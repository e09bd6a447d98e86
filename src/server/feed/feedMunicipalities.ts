/**
 * Finds the municipality of a feed's `City` as boards write it: accents, case, hyphens and the
 * `St-` / `Ste-` abbreviations do not matter (`ST-LAMBERT`, `Saint Lambert` and `Saint-Lambert` are
 * one). A name shared by several municipalities gives the most populous.
 */
import type { MunicipalityRow } from '../db/schema';
import type { MunicipalityPoint } from './mapProperty';

/** The comparison key of a municipality name. */
export function municipalityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[-'’.]/g, ' ')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\bst\b/g, 'saint')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A lookup of `City` values over these municipalities. */
export function createMunicipalityLookup(rows: Pick<MunicipalityRow, 'code' | 'name' | 'latitude' | 'longitude' | 'population'>[]): (city: string) => MunicipalityPoint | null {
  const byKey = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = municipalityKey(row.name);
    const known = byKey.get(key);
    if (!known || row.population > known.population) byKey.set(key, row);
  }
  return (city) => {
    const row = byKey.get(municipalityKey(city));
    return row ? { code: row.code, latitude: row.latitude, longitude: row.longitude } : null;
  };
}
