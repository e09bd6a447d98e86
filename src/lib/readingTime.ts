/**
 * Reading time of an article (spec 000 §9: "Reading time is rounded, minimum 1, shown as
 * 'N min(s)'").
 *
 * French always writes the abbreviation `min` (`1 min`, `6 min`); English pluralises it
 * (`1 min`, `6 mins`).
 */
import type { Locale } from './locales';
import { NBSP } from './money';

/** Average silent reading speed, in words per minute. */
export const WORDS_PER_MINUTE = 200;

/** Counts the words of a text; HTML tags and entities are ignored. */
export function countWords(text: string): number {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();
  if (!plain) return 0;
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Minutes needed to read a text: words ÷ 200, rounded, at least 1.
 * @param textOrWords the text (plain or HTML) or its word count
 */
export function readingMinutes(textOrWords: string | number): number {
  const words = typeof textOrWords === 'number' ? textOrWords : countWords(textOrWords);
  if (!Number.isFinite(words) || words <= 0) return 1;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * The reading time as shown to visitors.
 * @param textOrWords the text (plain or HTML) or its word count
 * @param locale `fr` or `en`
 * @returns e.g. fr `4 min`, en `1 min` / `4 mins` (a no-break space before the unit)
 */
export function readingTime(textOrWords: string | number, locale: Locale): string {
  return formatReadingMinutes(readingMinutes(textOrWords), locale);
}

/**
 * A reading time already in minutes, as shown to visitors (at least 1).
 * @returns e.g. fr `4 min`, en `1 min` / `4 mins` (a no-break space before the unit)
 */
export function formatReadingMinutes(minutes: number, locale: Locale): string {
  const whole = Math.max(1, Math.round(minutes));
  const unit = locale === 'en' && whole > 1 ? 'mins' : 'min';
  return `${whole}${NBSP}${unit}`;
}
