/**
 * Areas for display (spec 000 §9 "Locale and currency"): listings keep living and lot areas in
 * ft², shown as `1 450 pi²` (fr) or `1,450 ft²` (en) with no-break spaces, on cards, listing
 * pages and alert e-mails alike.
 */
import { LOCALE_ISO, type Locale } from './locales';
import { toNoBreakSpaces } from './money';

/** One formatter per locale: building an `Intl.NumberFormat` costs far more than using one. */
const wholeNumbers: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat(LOCALE_ISO.fr, { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat(LOCALE_ISO.en, { maximumFractionDigits: 0 }),
};

/**
 * A living or lot area in ft²: `1 450 pi²` (fr) or `1,450 ft²` (en), rounded to whole ft².
 * @param areaSqft area in ft²; null, zero, negative or not finite → null (hidden)
 */
export function formatArea(areaSqft: number | null | undefined, locale: Locale): string | null {
  if (areaSqft === null || areaSqft === undefined || !Number.isFinite(areaSqft) || areaSqft <= 0) return null;
  const number = wholeNumbers[locale].format(areaSqft);
  return toNoBreakSpaces(`${number} ${locale === 'fr' ? 'pi²' : 'ft²'}`);
}

/**
 * The one area a listing summary shows (cards, alert e-mails): the lot area for land, otherwise
 * the living area, or the lot area when the living area is unknown; ft² or null.
 */
export function summaryArea(listing: { type: string; livingArea: number | null; lotArea: number | null }): number | null {
  return listing.type === 'terrain' ? (listing.lotArea ?? listing.livingArea) : (listing.livingArea ?? listing.lotArea);
}
