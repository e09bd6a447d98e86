/**
 * Bathroom count display (spec 000 §9: "The bath count hides '0.0'").
 *
 * Listing feeds send bathroom counts as numbers or decimal strings (`"1.0"`, `"1.5"`, `"0.0"`).
 * A zero count is hidden rather than shown as `0.0`; whole counts drop the decimal; half baths
 * keep one decimal in the locale's notation (`1,5` in French, `1.5` in English).
 */
import { LOCALE_ISO, type Locale } from './locales';

/** One formatter per locale: building an `Intl.NumberFormat` costs far more than using one. */
const oneDecimal: Record<Locale, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat(LOCALE_ISO.fr, { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat(LOCALE_ISO.en, { maximumFractionDigits: 1 }),
};

/**
 * @param value the bathroom count (number or numeric string); null/undefined/'' mean unknown
 * @param locale `fr` or `en`
 * @returns the formatted count, or null when the count is zero, unknown or not a number
 */
export function formatBathCount(value: number | string | null | undefined, locale: Locale): string | null {
  if (value === null || value === undefined || value === '') return null;
  const count = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (!Number.isFinite(count) || count <= 0) return null;
  return oneDecimal[locale].format(count);
}
