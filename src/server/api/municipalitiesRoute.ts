/**
 * `GET /municipalities` (spec 001 §7, unprotected core client: no site key; spec 001 §3
 * "Municipality": `DESCRIPTION` is the label).
 *
 * Answers 200 `{ data: { municipalities: [{ MUN_CODE, DESCRIPTION, latitude, longitude,
 * population }] } }`, sorted by name in French collation, coordinates in decimal degrees, with
 * `Cache-Control: public, max-age=3600` (the list changes only with a new seed).
 */
import type { Context } from 'hono';
import type { MunicipalityEntry } from '../../api/contentApi';
import type { Database } from '../db/client';
import { listMunicipalities } from '../db/repositories/municipalities';

/** Browser and proxy cache lifetime of the list: one hour. */
export const MUNICIPALITIES_MAX_AGE_S = 3600;

/** The municipalities handler. */
export async function municipalitiesHandler(c: Context, db: Database) {
  const rows = await listMunicipalities(db);
  const municipalities: MunicipalityEntry[] = rows.map((row) => ({
    MUN_CODE: row.code,
    DESCRIPTION: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
  }));
  c.header('Cache-Control', `public, max-age=${MUNICIPALITIES_MAX_AGE_S}`);
  return c.json({ data: { municipalities } });
}
