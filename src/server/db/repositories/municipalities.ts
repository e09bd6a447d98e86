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

/** French collation of municipality names (`Île-Bizard` between `Hudson` and `Joliette`). */
const frenchNames = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Every municipality, by name in French collation (accents sort with their base letter). */
export async function listMunicipalities(db: Database): Promise<MunicipalityRow[]> {
  const rows = await db.select().from(municipalities).orderBy(asc(municipalities.name));
  return rows.sort((a, b) => frenchNames.compare(a.name, b.name) || a.code.localeCompare(b.code));
}

/**
 * A name as compared by {@link resolveMunicipalityCodes}: trimmed, lower case, accents removed,
 * runs of spaces collapsed (`"  SAINT-JÉRÔME "` → `"saint-jerome"`).
 */
export function normalizeMunicipalityName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** What {@link resolveMunicipalityCodes} found: codes in the order of the names, and the names it did not know. */
export interface ResolvedMunicipalities {
  /** MUN_CODEs, without duplicates; a name shared by several municipalities gives all their codes. */
  codes: string[];
  /** The given names (as given) that match no municipality. */
  unknown: string[];
}

/**
 * Resolves municipality names (the labels a visitor picked, `DESCRIPTION`) to MUN_CODEs by exact
 * name, ignoring case and accents.
 */
export async function resolveMunicipalityCodes(db: Database, names: string[]): Promise<ResolvedMunicipalities> {
  const rows = await db.select({ code: municipalities.code, name: municipalities.name }).from(municipalities);
  const byName = new Map<string, string[]>();
  for (const row of rows) {
    const key = normalizeMunicipalityName(row.name);
    byName.set(key, [...(byName.get(key) ?? []), row.code]);
  }
  const codes = new Set<string>();
  const unknown: string[] = [];
  for (const name of names) {
    const found = byName.get(normalizeMunicipalityName(name));
    if (found) for (const code of found) codes.add(code);
    else unknown.push(name);
  }
  return { codes: [...codes], unknown };
}

/** The municipality with this exact name, or null. */
export async function findMunicipalityByName(db: Database, name: string): Promise<MunicipalityRow | null> {
  const [row] = await db.select().from(municipalities).where(eq(municipalities.name, name)).limit(1);
  return row ?? null;
}
