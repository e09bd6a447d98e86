/**
 * RichText (spec 000 §3 "richtext": sanitised with DOMPurify before it reaches the DOM, also
 * on the server; spec 001 §5 "Rich text with an e-mail-like pattern gets word-breaking").
 *
 * Takes a `richText` value (`{fr, en}` HTML, active locale with fr fallback) or an HTML string,
 * sanitises it with isomorphic-dompurify (scripts, event handlers and `javascript:` URLs removed;
 * `target=_blank` links get `rel="noopener noreferrer"`), and renders it with typographic styles.
 */
import DOMPurify from 'isomorphic-dompurify';
import type { ElementType } from 'react';
import { useLocalized } from '../runtime/AppContext';
import styles from './RichText.module.css';

let hooked = false;
function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') {
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Sanitised results by source HTML. Sanitising builds a DOM (on the server, a whole jsdom
 * document) per call and was about a third of an uncached page render; the same texts come back
 * on every render of a page and across pages (footer, shared sections), and the output depends on
 * the input alone. Bounded by total characters kept; the oldest entry goes first.
 */
const sanitized = new Map<string, string>();
const MEMO_MAX_CHARS = 2_000_000;
const MEMO_MAX_ENTRY_CHARS = 100_000;
let memoChars = 0;

function remember(html: string, clean: string): void {
  const size = html.length + clean.length;
  if (size > MEMO_MAX_ENTRY_CHARS) return;
  sanitized.set(html, clean);
  memoChars += size;
  for (const [oldHtml, oldClean] of sanitized) {
    if (memoChars <= MEMO_MAX_CHARS) break;
    sanitized.delete(oldHtml);
    memoChars -= oldHtml.length + oldClean.length;
  }
}

/**
 * Sanitises an HTML fragment for `dangerouslySetInnerHTML` (server and browser alike): scripts,
 * event handlers, `javascript:` URLs, styles and form controls removed. Results are memoised by
 * input (at most ≈ 2 M characters kept).
 */
export function sanitizeHtml(html: string): string {
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  ensureHooks();
  const clean = DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
  remember(html, clean);
  return clean;
}

/** An e-mail-like pattern (text@text.text): such text gets word-breaking so it never overflows. */
const EMAIL_LIKE = /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/;

/** True when the text contains an e-mail-like pattern. */
export function hasEmailLikeText(html: string): boolean {
  return EMAIL_LIKE.test(html);
}

export interface RichTextProps {
  /** `{fr, en}` HTML map or an HTML string. Empty → renders nothing. */
  value: { fr?: string; en?: string } | string | null | undefined;
  /** Wrapper element (default div). */
  as?: ElementType;
  className?: string;
  /** Text size: `body` (default), `lead` (larger intro text) or `small`. */
  size?: 'body' | 'lead' | 'small';
  id?: string;
}

/** Renders sanitised rich text, or nothing when the value is empty. */
export function RichText({ value, as: Tag = 'div', className, size = 'body', id }: RichTextProps) {
  const localize = useLocalized();
  const html = typeof value === 'string' ? value : localize(value);
  if (!html || !html.trim()) return null;
  const clean = sanitizeHtml(html);
  if (!clean.trim()) return null;
  const classes = [styles.richText, styles[size], hasEmailLikeText(clean) ? styles.breakWords : '', className]
    .filter(Boolean)
    .join(' ');
  return <Tag id={id} className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
