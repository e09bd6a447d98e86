/**
 * The blog's RSS 2.0 feed per language (`/fr/blogue/rss.xml`, `/en/blog/rss.xml`): the
 * {@link RSS_ITEMS} latest visible articles in that language — title, link, guid, publication
 * date (RFC 822), author, category and excerpt — with absolute URLs on the request's origin.
 *
 * Feed readers render a title and a description as HTML: their plain text is HTML-escaped, then
 * XML-escaped ({@link feedHtmlText}), so an editor's `<img onerror=…>` reads as text there.
 */
import { escapeHtml } from '../../lib/escapeHtml';
import { articlePath, BLOG_PATH } from '../../schema/blog';
import type { Database } from '../db/client';
import { visibleArticleSummaries } from '../db/repositories/articles';
import type { SiteRow } from '../db/schema';
import { siteSettings } from '../db/siteSettings';
import { BLOG_RSS_PATH } from '../api/blog/articlePage';

/** Plain `text` for an element a feed reader renders as HTML: escaped for HTML, then for XML. */
export function feedHtmlText(text: string): string {
  return escapeHtml(escapeHtml(text));
}

/** Articles listed in a feed. */
export const RSS_ITEMS = 20;

/**
 * The feed document.
 * @param origin `https://host` without a trailing slash
 */
export async function renderBlogRss(db: Database, site: SiteRow, locale: 'fr' | 'en', origin: string, now = new Date()): Promise<string> {
  const items = await visibleArticleSummaries(db, site.id, locale, now, RSS_ITEMS);
  const siteTitle = siteSettings.safeParse(site.settings ?? {}).data?.seo.global?.[locale]?.title ?? site.micrositeId;
  const channelTitle = `${locale === 'fr' ? 'Blogue' : 'Blog'} — ${siteTitle}`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${feedHtmlText(channelTitle)}</title>`,
    `<link>${escapeHtml(origin + BLOG_PATH[locale])}</link>`,
    `<atom:link href="${escapeHtml(origin + BLOG_RSS_PATH[locale])}" rel="self" type="application/rss+xml"/>`,
    `<description>${feedHtmlText(channelTitle)}</description>`,
    `<language>${locale === 'fr' ? 'fr-CA' : 'en-CA'}</language>`,
    ...(items[0]?.article.publishedAt ? [`<lastBuildDate>${items[0].article.publishedAt.toUTCString()}</lastBuildDate>`] : []),
  ];
  for (const { article, author, categories } of items) {
    const link = origin + articlePath(locale, article)!;
    lines.push(
      '<item>',
      `<title>${feedHtmlText(article.title[locale] ?? '')}</title>`,
      `<link>${escapeHtml(link)}</link>`,
      `<guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `<pubDate>${article.publishedAt!.toUTCString()}</pubDate>`,
      ...(author ? [`<dc:creator>${escapeHtml(author.name)}</dc:creator>`] : []),
      ...categories.filter((category) => category.label[locale]).map((category) => `<category>${escapeHtml(category.label[locale]!)}</category>`),
      `<description>${feedHtmlText(article.excerpt[locale] ?? '')}</description>`,
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>');
  return `${lines.join('\n')}\n`;
}
