/**
 * Display helpers of listing cards, popups and map tags (spec 000 §9 "Locale and currency",
 * spec 001 §3 "Property listing (cards)"): price tags, living area and bathroom counts per locale.
 * Pure functions, no React.
 */
import { formatBathCount } from '../../../lib/bathCount';
import { formatArea } from '../../../lib/area';
import type { Locale } from '../../../lib/locales';
import { formatMoney } from '../../../lib/money';

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

/** Bedroom count for display: null or zero → null (hidden). */
export function formatBedCount(bedrooms: number | null | undefined): string | null {
  if (bedrooms === null || bedrooms === undefined || bedrooms <= 0) return null;
  return String(bedrooms);
}

export { formatArea, formatBathCount };
