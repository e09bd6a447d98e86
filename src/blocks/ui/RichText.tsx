/**
 * RichText (spec 000 §3 "richtext"; spec 001 §5 "Rich text with an e-mail-like pattern gets
 * word-breaking").
 *
 * Takes a parsed `richText` value (`{fr, en}` HTML, active locale with fr fallback) or an HTML
 * string the code built itself, and renders it with typographic styles. The HTML is already safe:
 * parsing a `richText` value sanitises it (schema/richTextSanitizer.ts, DOMPurify on the server
 * and in QA mode), and public pages only receive blocks the server parsed.
 */
import type { ElementType } from 'react';
import { useLocalized } from '../runtime/AppContext';
import styles from './RichText.module.css';

/** An e-mail-like pattern (text@text.text): such text gets word-breaking so it never overflows. */
const EMAIL_LIKE = /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/;

/** True when the text contains an e-mail-like pattern. */
export function hasEmailLikeText(html: string): boolean {
  return EMAIL_LIKE.test(html);
}

export interface RichTextProps {
  /** Parsed `{fr, en}` HTML map, or HTML built by the code. Empty → renders nothing. */
  value: { fr?: string; en?: string } | string | null | undefined;
  /** Wrapper element (default div). */
  as?: ElementType;
  className?: string;
  /** Text size: `body` (default), `lead` (larger intro text) or `small`. */
  size?: 'body' | 'lead' | 'small';
  id?: string;
}

/** Renders rich text, or nothing when the value is empty. */
export function RichText({ value, as: Tag = 'div', className, size = 'body', id }: RichTextProps) {
  const localize = useLocalized();
  const html = typeof value === 'string' ? value : localize(value);
  if (!html || !html.trim()) return null;
  const classes = [styles.richText, styles[size], hasEmailLikeText(html) ? styles.breakWords : '', className]
    .filter(Boolean)
    .join(' ');
  return <Tag id={id} className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
