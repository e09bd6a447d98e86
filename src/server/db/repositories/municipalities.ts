/**
 * Municipalities repository: Quebec municipalities keyed by MUN_CODE (name, coordinates in
 * decimal degrees, population).
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { municipalities, type MunicipalityRow } from '../schema';

/** Inserts or updates municipalities by code, in batches of 200 rows. */
export async function upsertMunicipalities(db: Database, rows: MunicipalityRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(municipalities)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({
        target: municipalities.code,
        set: {
          name: sql`excluded.name`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
          population: sql`excluded.population`,
        },
      });
  }
}

/** Number of municipalities stored. */
export async function countMunicipalities(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(municipalities);
  return Number(row?.n ?? 0);
}

/** Every municipality, by name. */
export async function listMunicipalities(db: Database): Promise<MunicipalityRow[]> {
  return db.select().from(municipalities).orderBy(asc(municipalities.name));
}

/** The municipality with this exact name, or null. */
export async function findMunicipalityByName(db: Database, name: string): Promise<MunicipalityRow | null> {
  const [row] = await db.select().from(municipalities).where(eq(municipalities.name, name)).limit(1);
  return row ?? null;
}
