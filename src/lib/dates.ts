/**
 * Date formatting per locale with the Canadian variants (spec 000 §9 "Dates use the locale with a
 * Canadian variant"): fr-CA and en-CA.
 *
 * Dates are formatted in Quebec's time zone (America/Toronto) by default so the server (often in
 * UTC) and the visitor's browser render the same text. A date-only string (`2025-03-07`) is a
 * calendar date and is formatted as such, whatever the time zone.
 *
 * ICU versions disagree on the spaces they emit (plain, no-break U+00A0, narrow U+202F): every
 * space is normalised to a plain space so the server and the browser render the same text.
 */
import { LOCALE_ISO, type Locale } from './locales';

/** Time zone used for display unless the caller says otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

/**
 * - `numeric`: `2025-03-07` (the Canadian short form, both locales)
 * - `short`: fr `7 mars 2025`, en `Mar 7, 2025`
 * - `long`: fr `7 mars 2025`, en `March 7, 2025`
 * - `full`: fr `vendredi 7 mars 2025`, en `Friday, March 7, 2025`
 * - `monthYear`: fr `mars 2025`, en `March 2025`
 * - `dateTime`: fr `7 mars 2025, 14 h 30`, en `Mar 7, 2025, 2:30 p.m.`
 */
export type DateStyle = 'numeric' | 'short' | 'long' | 'full' | 'monthYear' | 'dateTime';

const STYLE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { dateStyle: 'short' },
  short: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
  monthYear: { year: 'numeric', month: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/** Replaces the no-break, narrow and thin spaces Intl may emit with plain spaces. */
export function toPlainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0\u2009]/g, ' ');
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a date from a Date, an epoch in milliseconds or an ISO 8601 string.
 * @throws RangeError when the value is not a valid date
 */
export function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(DATE_ONLY.test(String(value)) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

export interface FormatDateOptions {
  /** IANA time zone; default America/Toronto. */
  timeZone?: string;
}

/** Formatters by locale, style and time zone: building an `Intl.DateTimeFormat` costs far more than using one. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: Locale, style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}:${style}:${timeZone}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_ISO[locale], { ...STYLE_OPTIONS[style], timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a date for display.
 * @param date a Date, epoch milliseconds or ISO string (`2025-03-07` or `2025-03-07T14:30:00Z`)
 * @param locale `fr` or `en` (formatted as fr-CA / en-CA)
 * @param style see {@link DateStyle}; default `long`
 * @throws RangeError on an invalid date
 */
export function formatDate(date: Date | string | number, locale: Locale, style: DateStyle = 'long', options: FormatDateOptions = {}): string {
  const calendarDate = typeof date === 'string' && DATE_ONLY.test(date);
  const timeZone = calendarDate ? 'UTC' : (options.timeZone ?? DEFAULT_TIME_ZONE);
  return toPlainSpaces(dateFormatter(locale, style, timeZone).format(toDate(date)));
}
