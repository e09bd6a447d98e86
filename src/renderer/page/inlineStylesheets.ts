/**
 * One render-blocking request less per stylesheet (server only): a document's stylesheets (the
 * entry's, then its page's blocks', in cascade order) are written into its head as one `<style>`,
 * so a phone paints after the HTML alone instead of after ≈ 25 small CSS files.
 *
 * Each inlined file also gets a `<link rel="stylesheet" disabled>`: browsers fetch nothing for a
 * disabled stylesheet, and Vite's preload helper, which looks for a stylesheet `<link>` of every
 * CSS file a lazily loaded chunk needs, finds one and does not load the file again once the
 * block's code arrives (a second copy, later in the cascade, would reorder rules).
 */

import { insertAfter, type HtmlPieces } from '../document/htmlPieces';
import { escapeHtml } from '../../lib/escapeHtml';

/** Marks the inlined `<style>` (its files are listed by the disabled links after it). */
export const INLINED_STYLES_ATTRIBUTE = 'data-inlined-stylesheets';

/** Where the styles go: after the viewport `<meta>`, else right after `<head>`. */
const ANCHORS = [/<meta name="viewport"[^>]*>/, /<head[^>]*>/];

/** Lists of stylesheets a cache keeps the tags of (a site has a few dozen block combinations). */
const KEPT_LISTS = 256;

/** The tags of a list of stylesheets in UTF-8, per build's CSS texts (made once per list). */
const keptTags = new WeakMap<ReadonlyMap<string, string>, Map<string, Uint8Array>>();

/**
 * Writes `hrefs` into the head of a document, right after the viewport `<meta>` (before the
 * theme's variables and every other style of the head, where the links used to be).
 * @param document a rendered document, in pieces (htmlPieces.ts)
 * @param hrefs stylesheet URLs in cascade order (duplicates kept once, at their first place)
 * @param texts the build's CSS by URL; a file it does not know stays a plain `<link>`
 * @returns the document with the styles inlined (unchanged when `hrefs` is empty); the tags of a
 *   list are made once per `texts` and kept as bytes
 */
export function inlineStylesheets(document: HtmlPieces, hrefs: readonly string[], texts: ReadonlyMap<string, string> | undefined): HtmlPieces {
  const unique = [...new Set(hrefs)];
  if (unique.length === 0) return document;
  if (!texts) return insertAfter(document, ANCHORS, stylesheetTags(unique, new Map()));
  let kept = keptTags.get(texts);
  if (!kept) keptTags.set(texts, (kept = new Map()));
  const key = unique.join('\n');
  let tags = kept.get(key);
  if (!tags) {
    if (kept.size >= KEPT_LISTS) kept.clear();
    tags = Buffer.from(stylesheetTags(unique, texts));
    kept.set(key, tags);
  }
  return insertAfter(document, ANCHORS, tags);
}

/** One `<style>` of the known files' CSS, a disabled link for each, a plain link for the others. */
function stylesheetTags(hrefs: readonly string[], texts: ReadonlyMap<string, string>): string {
  const inlined: string[] = [];
  const css: string[] = [];
  const linked: string[] = [];
  for (const href of hrefs) {
    const text = texts.get(href);
    if (text === undefined) {
      linked.push(href);
    } else {
      inlined.push(href);
      css.push(text);
    }
  }
  return [
    css.length > 0 ? `<style ${INLINED_STYLES_ATTRIBUTE}="">${escapeStyleText(css.join('\n'))}</style>` : '',
    ...inlined.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" disabled=""/>`),
    ...linked.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`),
  ].join('');
}

/** A stylesheet's text cannot end the `<style>` element early. */
function escapeStyleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}
