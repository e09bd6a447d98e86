/**
 * Deep-link ids of a Q&A block's questions (spec 001 §2 "Q&A", deep link to an item): the item's
 * `anchor` in the active locale, else the slug of its question in that locale, else `question-N`
 * (1-based); a repeated id gets `-2`, `-3`… so every id of the block is unique and stays the same
 * from one visit to the next while the content does not change.
 */
import type { Locale } from '../../../lib/locales';
import { slugify } from '../../../lib/slug';
import type { QaItemValue } from '../qa_item/schema';

const pick = (value: { fr?: string; en?: string } | undefined, locale: Locale) => (value?.[locale] || value?.fr || value?.en || '').trim();

/**
 * @param items the block's `qa_repeater` entries (parsed)
 * @param locale the active locale
 * @returns one id per item, in order
 */
export function qaAnchors(items: readonly Pick<QaItemValue, 'fields'>[], locale: Locale): string[] {
  const seen = new Map<string, number>();
  return items.map((item, index) => {
    const base = slugify(pick(item.fields.anchor, locale)) || slugify(pick(item.fields.main_title, locale)) || `question-${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
