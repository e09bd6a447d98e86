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

/** Marks the inlined `<style>` (its files are listed by the disabled links after it). */
export const INLINED_STYLES_ATTRIBUTE = 'data-inlined-stylesheets';

/**
 * Writes `hrefs` into the head of `html`, right after the viewport `<meta>` (before the theme's
 * variables and every other style of the head, where the links used to be).
 * @param html a rendered document
 * @param hrefs stylesheet URLs in cascade order (duplicates kept once, at their first place)
 * @param textOf the build's CSS by URL; a file it does not know stays a plain `<link>`
 * @returns the document with the styles inlined (unchanged when `hrefs` is empty)
 */
export function inlineStylesheets(html: string, hrefs: readonly string[], textOf: (href: string) => string | undefined): string {
  const unique = [...new Set(hrefs)];
  if (unique.length === 0) return html;
  const inlined: string[] = [];
  const css: string[] = [];
  const linked: string[] = [];
  for (const href of unique) {
    const text = textOf(href);
    if (text === undefined) {
      linked.push(href);
    } else {
      inlined.push(href);
      css.push(text);
    }
  }
  const tags = [
    css.length > 0 ? `<style ${INLINED_STYLES_ATTRIBUTE}="">${escapeStyleText(css.join('\n'))}</style>` : '',
    ...inlined.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" disabled=""/>`),
    ...linked.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}"/>`),
  ].join('');
  return insertIntoHead(html, tags);
}

/** After the viewport `<meta>`, else right after `<head>`; the document unchanged without a head. */
function insertIntoHead(html: string, tags: string): string {
  const anchor = /<meta name="viewport"[^>]*>/.exec(html) ?? /<head[^>]*>/.exec(html);
  if (!anchor) return html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + tags + html.slice(at);
}

/** A stylesheet's text cannot end the `<style>` element early. */
function escapeStyleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
