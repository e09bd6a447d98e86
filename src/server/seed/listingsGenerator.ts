/**
 * Deterministic listing generator: realistic Quebec listings over
 * real municipalities, from a seeded PRNG so the same `(count, seed, municipalities, now)` always
 * gives the same rows.
 *
 * - Municipalities are drawn with a weight of population^0.6 (big towns get more listings while
 *   small towns still get some), coordinates jittered 0.3–3 km around the town centre (small on
 *   purpose: a larger jitter would drop Montréal listings into the St. Lawrence).
 * - Types, prices (whole CAD; monthly rent for the ~8 % rentals), rooms, areas (ft²) and year
 *   built are coherent with each other and with the region (Montréal dearer, remote regions cheaper).
 * - Postal codes start with the region's letter (H Montréal/Laval, J south and west, G east and north).
 * - Badges: sold, open-house (one scheduled), new (listed in the last 14 days), rent, new-build,
 *   commercial, foreclosed, collection.
 * - MLS numbers: 8 digits, unique, deterministic.
 */
import type { MunicipalityRow, NewListingRow, StoredOpenHouse } from '../db/schema';
import { LISTING_TYPES } from '../db/schema';
import { STREET_NAMES, STREET_TYPES, describeListing, formatAddress } from './listingTexts';

/** The types the seed generates (every listing type but `other`, which only a feed gives). */
export type ListingType = Exclude<(typeof LISTING_TYPES)[number], 'other'>;

/** A generated listing row (the `listings` insert shape, site already chosen). */
export type GeneratedListing = NewListingRow & { uls: string; siteId: string };

export interface GenerateOptions {
  /** Reference time (dates are spread over the 120 days before it). Default: now. */
  now?: Date;
  /** Sites with their share of listings, e.g. `[{ siteId: 'a', share: 0.75 }, { siteId: 'b', share: 0.25 }]`. */
  sites?: { siteId: string; share: number; brokerName?: string; officeId?: string }[];
  /** Share of sold listings among the count (default 0.07: ≈150 of 2 150). */
  soldShare?: number;
}

/** mulberry32: a tiny, fast, seedable PRNG; returns floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/** Photos shipped in public/listings/: exteriors per type and shared interiors. */
const EXTERIORS: Record<ListingType, string[]> = {
  maison: ['/listings/maison-1.svg', '/listings/maison-2.svg'],
  condo: ['/listings/condo.svg'],
  prop: ['/listings/plex.svg'],
  chalet: ['/listings/chalet.svg'],
  ferme: ['/listings/ferme.svg'],
  terrain: ['/listings/terrain.svg'],
  comm: ['/listings/commerce.svg'],
};
const INTERIORS = ['/listings/cuisine.svg', '/listings/salon.svg', '/listings/chambre.svg', '/listings/salle-de-bain.svg'];

/** Postal code region letter of a point (Canada Post FSA first letters for Quebec). */
export function postalRegion(latitude: number, longitude: number): 'H' | 'J' | 'G' {
  if (latitude > 45.4 && latitude < 45.72 && longitude > -73.98 && longitude < -73.47) return 'H';
  if (latitude < 46.05 || (longitude < -74 && latitude < 49)) return 'J';
  return 'G';
}

/** Distance in km between two points (equirectangular, fine at these scales). */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const x = ((lng2 - lng1) * Math.PI) / 180 * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  const y = ((lat2 - lat1) * Math.PI) / 180;
  return Math.sqrt(x * x + y * y) * 6371;
}

/** Price factor of a region: Montréal 1.25, near Montréal/Québec 1.0, far regions down to 0.65. */
function regionFactor(latitude: number, longitude: number): number {
  const toMontreal = distanceKm(latitude, longitude, 45.5088, -73.5878);
  const toQuebec = distanceKm(latitude, longitude, 46.8123, -71.2145);
  if (toMontreal < 15) return 1.25;
  const nearest = Math.min(toMontreal, toQuebec * 1.15);
  if (nearest < 60) return 1.0;
  if (nearest < 150) return 0.85;
  return 0.68;
}

const LETTERS = [...'ABCEGHJKLMNPRSTVWXYZ'];

/** Rounds a price the way brokers list them (to 1 000 $ above 100 000 $, else to 500 $). */
const roundPrice = (price: number) => (price >= 100_000 ? Math.round(price / 1000) * 1000 - (price > 300_000 ? 0 : 100) : Math.round(price / 500) * 500);

/** Date-time with the America/Toronto offset, e.g. `2026-05-16T14:00:00-04:00`. */
const torontoFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  hourCycle: 'h23', timeZoneName: 'longOffset',
});

function torontoIso(date: Date): string {
  const parts = torontoFormat.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = get('timeZoneName').replace('GMT', '') || '+00:00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}${offset}`;
}

/** The UTC instant of a local America/Toronto wall time on the day of `day`. */
function torontoWallTime(day: Date, hour: number): Date {
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour + 5));
  const offsetHours = Number(torontoIso(guess).slice(-6, -3));
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - offsetHours));
}

/**
 * Generates `count` listings (active, plus sold ones per `soldShare`) over `municipalities`.
 * @param count number of rows (all statuses)
 * @param seed PRNG seed; same inputs → same rows
 * @param municipalities rows of the `municipalities` table (at least one)
 * @throws Error when `municipalities` is empty
 */
export function generateListings(count: number, seed: number, municipalities: MunicipalityRow[], options: GenerateOptions = {}): GeneratedListing[] {
  if (municipalities.length === 0) throw new Error('generateListings: no municipalities');
  const random = createRandom(seed);
  const now = options.now ?? new Date();
  const sites = options.sites ?? [{ siteId: 'site-julie-tremblay', share: 1 }];
  const soldShare = options.soldShare ?? 0.07;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const between = (min: number, max: number) => min + random() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));

  // Cumulative weights of municipalities (population^0.6, at least 1 000 inhabitants).
  const sorted = [...municipalities].sort((a, b) => a.code.localeCompare(b.code));
  const cumulative: number[] = [];
  let total = 0;
  for (const town of sorted) {
    total += Math.max(town.population, 1000) ** 0.6;
    cumulative.push(total);
  }
  const pickTown = () => {
    const target = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return sorted[lo];
  };
  const siteTotal = sites.reduce((sum, s) => sum + s.share, 0);
  const pickSite = () => {
    let target = random() * siteTotal;
    for (const site of sites) {
      target -= site.share;
      if (target < 0) return site;
    }
    return sites[sites.length - 1];
  };

  const usedUls = new Set<string>();
  const rows: GeneratedListing[] = [];
  for (let i = 0; i < count; i++) {
    let uls = '';
    do uls = String(int(10_000_000, 29_999_999)); while (usedUls.has(uls));
    usedUls.add(uls);

    const town = pickTown();
    const site = pickSite();
    const factor = regionFactor(town.latitude, town.longitude);
    const urban = town.population > 100_000;
    const typeRoll = random();
    const type: ListingType = urban
      ? typeRoll < 0.38 ? 'maison' : typeRoll < 0.72 ? 'condo' : typeRoll < 0.88 ? 'prop' : typeRoll < 0.93 ? 'terrain' : typeRoll < 0.98 ? 'comm' : 'chalet'
      : typeRoll < 0.5 ? 'maison' : typeRoll < 0.62 ? 'condo' : typeRoll < 0.7 ? 'prop' : typeRoll < 0.82 ? 'chalet' : typeRoll < 0.9 ? 'terrain' : typeRoll < 0.95 ? 'ferme' : 'comm';
    const rent = (type === 'condo' || type === 'maison' || type === 'prop') && random() < (type === 'condo' ? 0.2 : 0.06);
    const sold = random() < soldShare;

    // Rooms, areas and year built per type.
    let bedrooms = 0;
    let bathrooms = 0;
    let powderRooms = 0;
    let livingArea: number | null = null;
    let lotArea: number | null = null;
    let yearBuilt: number | null = null;
    let price = 0;
    switch (type) {
      case 'maison':
        bedrooms = int(2, 5);
        bathrooms = bedrooms >= 4 ? int(2, 3) : int(1, 2);
        powderRooms = random() < 0.45 ? 1 : 0;
        livingArea = Math.round(between(900, 1000 + bedrooms * 450) / 10) * 10;
        lotArea = Math.round(between(4000, 15000) / 10) * 10;
        yearBuilt = int(1955, 2025);
        price = between(350_000, 520_000) + livingArea * between(120, 260);
        break;
      case 'condo':
        bedrooms = int(1, 3);
        bathrooms = bedrooms === 3 ? int(1, 2) : 1;
        livingArea = Math.round(between(550, 700 + bedrooms * 300) / 5) * 5;
        yearBuilt = int(1985, 2026);
        price = between(200_000, 260_000) + livingArea * between(150, 300);
        break;
      case 'prop':
        bedrooms = int(4, 8);
        bathrooms = int(2, 4);
        livingArea = Math.round(between(1800, 3600) / 10) * 10;
        lotArea = Math.round(between(2500, 6000) / 10) * 10;
        yearBuilt = int(1910, 1995);
        price = between(480_000, 1_150_000);
        break;
      case 'chalet':
        bedrooms = int(2, 4);
        bathrooms = int(1, 2);
        livingArea = Math.round(between(700, 1800) / 10) * 10;
        lotArea = Math.round(between(20_000, 120_000) / 100) * 100;
        yearBuilt = int(1965, 2024);
        price = between(260_000, 750_000);
        break;
      case 'ferme':
        bedrooms = int(3, 5);
        bathrooms = int(1, 3);
        livingArea = Math.round(between(1500, 2800) / 10) * 10;
        lotArea = Math.round(between(400_000, 2_500_000) / 1000) * 1000;
        yearBuilt = int(1890, 1990);
        price = between(550_000, 1_500_000);
        break;
      case 'terrain':
        lotArea = Math.round(between(6000, 60_000) / 10) * 10;
        price = between(45_000, 140_000) + lotArea * between(2, 6);
        break;
      case 'comm':
        livingArea = Math.round(between(1200, 9000) / 10) * 10;
        lotArea = Math.round(between(3000, 20_000) / 10) * 10;
        yearBuilt = int(1950, 2020);
        bathrooms = int(1, 2);
        price = between(400_000, 2_400_000);
        break;
    }
    if (rent) {
      price = type === 'condo' ? between(1250, 1600) + bedrooms * 350 : between(1700, 2200) + bedrooms * 300;
      price = Math.round((price * (factor > 1 ? 1.15 : factor < 0.8 ? 0.8 : 1)) / 25) * 25;
    } else {
      price = roundPrice(price * factor);
      if (type === 'maison') price = Math.min(Math.max(price, 250_000), 1_500_000);
    }

    // Dates: listed over the last 120 days; sold 5–60 days after listing.
    const listedAt = new Date(now.getTime() - Math.floor(random() * 120 * DAY_MS));
    const ageDays = (now.getTime() - listedAt.getTime()) / DAY_MS;
    const soldAt = sold ? new Date(Math.min(now.getTime() - DAY_MS, listedAt.getTime() + between(5, 60) * DAY_MS)) : null;

    // Price reductions on ~15 % of listings older than three weeks.
    let previousPrice: number | null = null;
    let priceChangedAt: Date | null = null;
    if (!rent && ageDays > 21 && random() < 0.15) {
      previousPrice = price;
      price = roundPrice(price * between(0.92, 0.975));
      priceChangedAt = new Date(listedAt.getTime() + between(10, ageDays - 1) * DAY_MS);
    }

    // Open houses on ~12 % of active sale listings: a Saturday or Sunday afternoon in the next 2 weeks.
    const openHouses: StoredOpenHouse[] = [];
    if (!sold && !rent && type !== 'terrain' && type !== 'comm' && random() < 0.12) {
      const offset = int(1, 14);
      const day = new Date(now.getTime() + offset * DAY_MS);
      const weekday = day.getUTCDay();
      const toWeekend = weekday === 6 || weekday === 0 ? 0 : 6 - weekday;
      const weekend = new Date(day.getTime() + toWeekend * DAY_MS);
      const startHour = pick([13, 14]);
      openHouses.push({ start: torontoIso(torontoWallTime(weekend, startHour)), end: torontoIso(torontoWallTime(weekend, startHour + 2)) });
    }

    const newBuild = yearBuilt !== null && yearBuilt >= 2025;
    let badge: GeneratedListing['badge'] = null;
    if (sold) badge = 'sold';
    else if (openHouses.length) badge = 'open-house';
    else if (ageDays <= 14) badge = 'new';
    else if (rent) badge = 'rent';
    else if (newBuild) badge = 'new-build';
    else if (type === 'comm' && random() < 0.5) badge = 'commercial';
    else if (random() < 0.015) badge = 'foreclosed';
    else if (price >= 1_200_000 && random() < 0.5) badge = 'collection';

    // Address, postal code and coordinates near the town.
    const streetType = (() => {
      let roll = random() * STREET_TYPES.reduce((sum, s) => sum + s.weight, 0);
      for (const candidate of STREET_TYPES) {
        roll -= candidate.weight;
        if (roll < 0) return candidate;
      }
      return STREET_TYPES[0];
    })();
    const unit = type === 'condo' ? int(1, 12) * 100 + int(1, 12) : undefined;
    const address = formatAddress(int(10, 9999), streetType, pick(STREET_NAMES), unit);
    const distance = between(0.3, Math.min(3, 0.8 + town.population / 150_000));
    const angle = random() * Math.PI * 2;
    const latitude = Math.round((town.latitude + (distance / 111.2) * Math.sin(angle)) * 1e6) / 1e6;
    const longitude = Math.round((town.longitude + (distance / (111.2 * Math.cos((town.latitude * Math.PI) / 180))) * Math.cos(angle)) * 1e6) / 1e6;
    const region = postalRegion(town.latitude, town.longitude);
    const postalCode = `${region}${int(0, 9)}${pick(LETTERS)} ${int(0, 9)}${pick(LETTERS)}${int(0, 9)}`;

    const photoCount = int(2, 5);
    const photos = [pick(EXTERIORS[type])];
    const interiors = type === 'terrain' ? [] : [...INTERIORS].sort(() => random() - 0.5);
    for (const photo of interiors) if (photos.length < photoCount) photos.push(photo);
    if (type === 'terrain' || type === 'ferme') photos.push('/listings/terrain.svg' === photos[0] ? '/listings/ferme.svg' : '/listings/terrain.svg');

    rows.push({
      uls,
      siteId: site.siteId,
      source: 'demo',
      mlsNumber: uls,
      brokerName: site.brokerName ?? null,
      officeId: site.officeId ?? null,
      type,
      transaction: rent ? 'rent' : 'sale',
      status: sold ? 'sold' : 'active',
      price,
      previousPrice,
      priceChangedAt,
      address,
      postalCode,
      municipalityCode: town.code,
      latitude,
      longitude,
      bedrooms,
      bathrooms,
      powderRooms,
      livingArea,
      lotArea,
      yearBuilt,
      badge,
      openHouses,
      photos: [...new Set(photos)],
      description: describeListing({ type, municipality: town.name, bedrooms, bathrooms, livingArea, lotArea, yearBuilt, rent, variant: int(0, 5) }),
      listedAt,
      soldAt,
    });
  }
  return rows;
}
