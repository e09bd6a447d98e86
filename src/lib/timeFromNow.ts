/**
 * Relative time ("3 days ago", "il y a 2 mois") with `Intl.RelativeTimeFormat` (spec 000 §9
 * "Time-from-now units: seconds, minutes, hours, days, months (threshold 45 days), years").
 *
 * Units by elapsed time (past or future, each value truncated toward zero):
 * - under 60 s → seconds (0 s reads "now" / "maintenant")
 * - under 60 min → minutes
 * - under 24 h → hours
 * - under 45 days → days ("yesterday" / "hier" for one day)
 * - under 365 days → months (30.44 days each, at least 1)
 * - otherwise → years (365.25 days each)
 *
 * Spaces are plain (see {@link toPlainSpaces}).
 */
import { toDate, toPlainSpaces } from './dates';
import { LOCALE_ISO, type Locale } from './locales';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Days after which the months unit is used. */
export const MONTHS_THRESHOLD_DAYS = 45;
const MONTH = 30.4375 * DAY;
const YEAR = 365.25 * DAY;

/** The unit and signed value chosen for an elapsed time in milliseconds (negative = past). */
export function relativeTimeParts(diffMs: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const abs = Math.abs(diffMs);
  const sign = diffMs < 0 ? -1 : 1;
  const truncate = (unitMs: number) => sign * Math.floor(abs / unitMs) || 0;
  if (abs < MINUTE) return { value: truncate(SECOND), unit: 'second' };
  if (abs < HOUR) return { value: truncate(MINUTE), unit: 'minute' };
  if (abs < DAY) return { value: truncate(HOUR), unit: 'hour' };
  if (abs < MONTHS_THRESHOLD_DAYS * DAY) return { value: truncate(DAY), unit: 'day' };
  if (abs < 365 * DAY) return { value: sign * Math.max(1, Math.floor(abs / MONTH)), unit: 'month' };
  return { value: sign * Math.max(1, Math.floor(abs / YEAR)), unit: 'year' };
}

/**
 * How long ago (or how far ahead) a date is, in words.
 * @param date the moment (Date, epoch ms or ISO string)
 * @param now the reference moment (pass it explicitly so server and browser agree)
 * @param locale `fr` or `en`
 * @returns e.g. en `3 days ago`, `yesterday`, `in 2 hours`; fr `il y a 3 jours`, `hier`
 * @throws RangeError on an invalid date
 */
export function timeFromNow(date: Date | string | number, now: Date | string | number, locale: Locale): string {
  const { value, unit } = relativeTimeParts(toDate(date).getTime() - toDate(now).getTime());
  const formatter = new Intl.RelativeTimeFormat(LOCALE_ISO[locale], { numeric: 'auto' });
  return toPlainSpaces(formatter.format(value, unit));
}
