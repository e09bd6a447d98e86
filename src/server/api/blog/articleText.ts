/**
 * The words of an article in one language, for its reading time (spec 001 §9: rounded, at least
 * one minute) and its feed description: every per-locale text of its title and body blocks, HTML
 * tags removed.
 */
import { readingMinutes } from '../../../lib/readingTime';
import type { ArticleRow } from '../../db/schema';

type Locale = 'fr' | 'en';

const isLocalizedText = (value: Record<string, unknown>) => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key === 'fr' || key === 'en') && keys.some((key) => typeof value[key] === 'string');
};

/** Every `locale` text found in a block tree (localized maps `{ fr, en }` at any depth). */
function collectTexts(value: unknown, locale: Locale, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectTexts(item, locale, out);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (isLocalizedText(record)) {
    const text = record[locale];
    if (typeof text === 'string') out.push(text);
    return;
  }
  for (const [key, child] of Object.entries(record)) {
    // Media addresses, links and styling carry no words.
    if (key === 'url' || key === 'media' || key === 'block_params') continue;
    collectTexts(child, locale, out);
  }
}

/** Plain text of an HTML fragment: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The body's plain text in `locale`. */
export function articleBodyText(article: Pick<ArticleRow, 'body'>, locale: Locale): string {
  const texts: string[] = [];
  collectTexts(article.body.fields, locale, texts);
  return plainText(texts.join(' '));
}

/** Reading time per locale the article exists in (minutes), e.g. `{ fr: 4, en: 3 }`. */
export type ReadTime = { fr?: number; en?: number };

/** What identifies a stored version of an article. */
type StoredVersion = Pick<ArticleRow, 'id' | 'revision' | 'updatedAt'>;

/**
 * Reading times by stored article version: every archive, grid and feed render would otherwise
 * read and walk each article's whole body again. Keyed by id, revision and update time; bounded.
 */
const readTimes = new Map<string, ReadTime>();
const READ_TIMES_KEPT = 2_000;

const versionKey = (article: StoredVersion) => `${article.id}:${article.revision}:${new Date(article.updatedAt).getTime()}`;

/** The reading time of this stored version when it was worked out before (a copy), else undefined. */
export function rememberedReadTime(article: StoredVersion): ReadTime | undefined {
  const known = readTimes.get(versionKey(article));
  return known ? { ...known } : undefined;
}

/** Reading time per locale of this stored version of the article (worked out once per version). */
export function articleReadTime(article: Pick<ArticleRow, 'body' | 'title'> & StoredVersion): ReadTime {
  const known = rememberedReadTime(article);
  if (known) return known;
  const result: ReadTime = {};
  for (const locale of ['fr', 'en'] as const) {
    if (!article.title[locale]) continue;
    result[locale] = readingMinutes(articleBodyText(article, locale));
  }
  if (readTimes.size >= READ_TIMES_KEPT) readTimes.delete(readTimes.keys().next().value as string);
  readTimes.set(versionKey(article), result);
  return { ...result };
}
