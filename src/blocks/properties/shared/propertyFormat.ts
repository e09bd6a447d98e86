/**
 * Display helpers of listing cards, popups and map tags (spec 000 §9 "Locale and currency",
 * spec 001 §3 "Property listing (cards)"): price tags, living area and bathroom counts per locale.
 * Pure functions, no React.
 */
import { formatBathCount } from '../../../lib/bathCount';
import { LOCALE_ISO, type Locale } from '../../../lib/locales';
import { formatMoney, toNoBreakSpaces } from '../../../lib/money';

/**
 * The price tag of a listing: whole CAD without decimals (`$489,000` en, `489 000 $` fr); rentals
 * get the per-month suffix passed in (`/month`, `/mois`).
 * @param price whole CAD (monthly rent when `forRent`)
 * @param perMonth the localized per-month suffix, used only when `forRent`
 */
export function formatListingPrice(price: number, locale: Locale, forRent: boolean, perMonth: string): string {
  const amount = formatMoney(price, locale, { tag: true });
  return forRent ? `${amount}${perMonth}` : amount;
}

/**
 * A living or lot area in ft²: `1 450 pi²` (fr) or `1,450 ft²` (en), no-break spaces.
 * @param areaSqft area in ft²; null, zero or negative → null (hidden)
 */
export function formatArea(areaSqft: number | null | undefined, locale: Locale): string | null {
  if (areaSqft === null || areaSqft === undefined || !Number.isFinite(areaSqft) || areaSqft <= 0) return null;
  const number = new Intl.NumberFormat(LOCALE_ISO[locale], { maximumFractionDigits: 0 }).format(areaSqft);
  return toNoBreakSpaces(`${number} ${locale === 'fr' ? 'pi²' : 'ft²'}`);
}

/** Bedroom count for display: null or zero → null (hidden). */
export function formatBedCount(bedrooms: number | null | undefined): string | null {
  if (bedrooms === null || bedrooms === undefined || bedrooms <= 0) return null;
  return String(bedrooms);
}

export { formatBathCount };
