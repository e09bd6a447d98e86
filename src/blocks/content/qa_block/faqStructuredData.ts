/**
 * schema.org `FAQPage` JSON-LD of a page's Q&A blocks (spec 001 §2 "Q&A"; Google's FAQ rich
 * results): every question of every `qa_block` of the page's prepared (already parsed) blocks, in page order, with its
 * answer as plain text, in the active locale. The SEO head writes it like the page's other
 * structured data (src/renderer/seo/pageHead.ts), so it carries the CSP nonce.
 */
import type { Locale } from '../../../lib/locales';
import type { Block } from '../../../schema/block';
import { qaAnchors } from './qaAnchors';
import type { qaBlockFields } from './schema';
import type { z } from 'zod';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', rsquo: '’', lsquo: '‘', laquo: '«', raquo: '»' };

/** Plain text of an HTML fragment: tags dropped (block-level ones become spaces), entities decoded, spaces collapsed (non-breaking spaces kept: French typography). */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|section)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\r\n\f]+/g, ' ')
    .trim();
}

/**
 * @param blocks a page's `content.fields`
 * @param locale the active locale (fr fallback per value)
 * @param path the page's path; each question's `url` is `{path}#{anchor}` when given
 * @returns the `FAQPage` object, or undefined when the page has no question with an answer
 */
export function faqStructuredData(blocks: readonly Block[], locale: Locale, path?: string): Record<string, unknown> | undefined {
  const questions: Record<string, unknown>[] = [];
  const pick = (value: { fr?: string; en?: string } | undefined) => value?.[locale] || value?.fr || value?.en || '';
  for (const block of blocks) {
    if (block?.block_type !== 'qa_block') continue;
    // Prepared blocks: the fields are already parsed (src/renderer/page/preparePage.ts); a list
    // that is not one is no list of questions.
    const repeater = (block.fields as Partial<z.output<typeof qaBlockFields>>).qa_repeater;
    if (!Array.isArray(repeater)) continue;
    const items = repeater;
    const anchors = qaAnchors(items, locale);
    items.forEach((item, index) => {
      const name = htmlToPlainText(pick(item.fields.main_title));
      const text = htmlToPlainText(pick(item.fields.description));
      if (!name || !text) return;
      questions.push({
        '@type': 'Question',
        name,
        ...(path ? { url: `${path}#${anchors[index]}` } : {}),
        acceptedAnswer: { '@type': 'Answer', text },
      });
    });
  }
  if (questions.length === 0) return undefined;
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: questions };
}
