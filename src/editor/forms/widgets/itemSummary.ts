/**
 * The one-line summary of a repeater item: its first non-empty text field (plain or bilingual
 * text, or a link's text) in the UI locale, falling back to fr then en.
 */
import type { z } from 'zod';
import { describeField, shapeOf, unwrap } from '../schemaWalk';

type Localized = Partial<Record<'fr' | 'en', unknown>>;

function pick(value: Localized | undefined, uiLocale: 'fr' | 'en'): string {
  if (!value || typeof value !== 'object') return '';
  for (const locale of [uiLocale, 'fr', 'en'] as const) {
    const text = value[locale];
    if (typeof text === 'string' && text.trim())
      return text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
  }
  return '';
}

/**
 * @param fieldsSchema the item's `fields` object schema.
 * @param fields the item's `fields` value.
 * @returns the summary, or '' when no text field has a value.
 */
export function itemSummary(fieldsSchema: z.ZodType, fields: unknown, uiLocale: 'fr' | 'en'): string {
  const shape = shapeOf(unwrap(fieldsSchema).inner);
  const record = (fields && typeof fields === 'object' ? fields : {}) as Record<string, unknown>;
  for (const [key, member] of Object.entries(shape)) {
    const described = describeField(member);
    const value = record[key];
    let text = '';
    if (described.kind === 'text' || described.kind === 'textarea') {
      text = described.localized ? pick(value as Localized, uiLocale) : typeof value === 'string' ? value.trim() : '';
    } else if (described.kind === 'link') {
      text = pick((value as { text?: Localized } | undefined)?.text, uiLocale);
    }
    if (text) return text;
  }
  return '';
}
