/**
 * CAD money formatting (spec 000 §9 "Locale and currency").
 *
 * Amounts are Canadian dollars, formatted per locale (fr-CA, en-CA) with 2 decimals by default.
 * The tag style (listing cards, price tags) shows no decimals, with the dollar sign before the
 * amount in English (`$489,000`) and after it in French (`489 000 $`).
 *
 * Intl implementations differ on the space they use (U+00A0 no-break space or U+202F narrow
 * no-break space); every space is normalised to U+00A0 so the server and the browser render the
 * same string (no hydration mismatch) and an amount never wraps across lines.
 */
import { LOCALE_ISO, type Locale } from './locales';

/** The no-break space (U+00A0) used between digit groups and before `$` in French. */
export const NBSP = '\u00a0';

export interface FormatMoneyOptions {
  /** Tag style: no decimals (amounts are rounded to the dollar). */
  tag?: boolean;
}

/** Replaces every space Intl may emit in an amount (U+0020, U+00A0, U+202F, U+2009) with U+00A0. */
export function toNoBreakSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0\u2009 ]/g, NBSP);
}

/** Formatters by locale and decimals: building an `Intl.NumberFormat` costs far more than using one. */
const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: Locale, decimals: number): Intl.NumberFormat {
  const key = `${locale}:${decimals}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_ISO[locale], {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in Canadian dollars.
 * @param amountCad the amount in CAD (dollars, not cents)
 * @param locale `fr` or `en`
 * @param options `{ tag: true }` for the tag style without decimals
 * @returns e.g. fr `489 000,00 $`, en `$489,000.00`; tag: fr `489 000 $`, en `$489,000`
 *   (spaces are U+00A0)
 * @throws RangeError when the amount is not a finite number
 */
export function formatMoney(amountCad: number, locale: Locale, options: FormatMoneyOptions = {}): string {
  if (typeof amountCad !== 'number' || !Number.isFinite(amountCad)) {
    throw new RangeError(`formatMoney: the amount must be a finite number, got ${String(amountCad)}`);
  }
  const formatter = moneyFormatter(locale, options.tag ? 0 : 2);
  return toNoBreakSpaces(formatter.format(amountCad));
}
