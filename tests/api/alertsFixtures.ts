/**
 * Hand-built listings and saved searches for the alert tests.
 */
import { eq } from 'drizzle-orm';
import { ALERT_CONSENT_WORDING } from '../../src/schema/alertConsent';
import type { Database } from '../../src/server/db/client';
import { insertSavedSearch, type NewSavedSearch } from '../../src/server/db/repositories/savedSearches';
import { listings, savedSearches, type NewListingRow, type SavedSearchRow } from '../../src/server/db/schema';
import { FIXTURE } from './fixtures';

/** The instant the test saved searches were created. */
export const T0 = new Date('2026-03-02T12:00:00Z');
/** `T0` plus `days` (fractions allowed). */
export const at = (days: number) => new Date(T0.getTime() + days * 86_400_000);

let next = 90_000_000;

/**
 * A listing of the fixture broker site: a 3-bedroom, 2-bathroom house for sale in Longueuil at
 * 450 000 $, listed one day after {@link T0}, with one photo; `overrides` change any field.
 */
export function listing(overrides: Partial<NewListingRow> = {}): NewListingRow {
  next += 1;
  return {
    uls: String(next),
    siteId: FIXTURE.siteId,
    type: 'maison',
    transaction: 'sale',
    status: 'active',
    price: 450_000,
    address: { fr: `${next - 89_999_000}, rue Saint-Charles Ouest`, en: `${next - 89_999_000} Saint-Charles St. West` },
    postalCode: 'J4H 1C4',
    municipalityCode: '58227',
    latitude: 45.53,
    longitude: -73.51,
    bedrooms: 3,
    bathrooms: 2,
    powderRooms: 1,
    livingArea: 1450,
    photos: [`/listings/maison-0${next % 5}.svg`],
    listedAt: at(1),
    ...overrides,
  };
}

export async function insertListings(db: Database, rows: NewListingRow[]): Promise<void> {
  if (rows.length) await db.insert(listings).values(rows);
}

/**
 * A saved search of the fixture broker site created, asked for and confirmed at {@link T0} (an active
 * subscription): Longueuil, houses, 300 000 $ to 600 000 $, 3+ bedrooms, 2+ bathrooms, in French,
 * subscribed on `/fr/acheter` with the form's consent wording; `overrides` change any criterion,
 * `consentRequestedAt` the request time, and `confirmedAt: null` leaves it pending (as a new sign-up is).
 */
export async function savedSearch(
  db: Database,
  overrides: Partial<NewSavedSearch> & { lastNotifiedAt?: Date | null; confirmedAt?: Date | null } = {},
): Promise<SavedSearchRow> {
  const { lastNotifiedAt = null, confirmedAt = T0, consentRequestedAt = T0, ...rest } = overrides;
  const row = await insertSavedSearch(db, {
    siteId: FIXTURE.siteId,
    leadId: null,
    email: 'marie.roy@exemple.test',
    firstName: 'Marie',
    locale: 'fr',
    municipalityCodes: ['58227'],
    propertyTypes: ['maison'],
    priceMin: 300_000,
    priceMax: 600_000,
    bedrooms: 3,
    bathrooms: 2,
    consentPage: '/fr/acheter',
    consentText: ALERT_CONSENT_WORDING[rest.locale ?? 'fr'],
    ...rest,
  });
  const [updated] = await db
    .update(savedSearches)
    .set({ createdAt: T0, lastNotifiedAt, consentRequestedAt, confirmedAt })
    .where(eq(savedSearches.id, row.id))
    .returning();
  return updated;
}

export async function readSavedSearch(db: Database, id: string): Promise<SavedSearchRow> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}
