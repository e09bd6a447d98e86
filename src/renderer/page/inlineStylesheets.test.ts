import { describe, expect, it } from 'vitest';
import { htmlText, type HtmlPieces } from '../document/htmlPieces';
import { inlineStylesheets } from './inlineStylesheets';

const HTML = '<!DOCTYPE html><html lang="fr-CA"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><style>:root{--primary:#123}</style></head><body></body></html>';
const texts = new Map([
  ['/assets/entry.css', 'body{margin:0}'],
  ['/assets/Hero.css', '.hero{color:red}'],
]);

/** The document `html` (or its pieces) with `hrefs` inlined, as one string. */
const inline = (html: string | HtmlPieces, hrefs: string[], ...known: [ReadonlyMap<string, string> | undefined] | []) =>
  htmlText(inlineStylesheets(typeof html === 'string' ? [html] : html, hrefs, known.length === 0 ? texts : known[0]));

describe('inlineStylesheets', () => {
  it('writes the files as one style after the viewport meta, before the theme, each listed by a disabled link', () => {
    const html = inline(HTML, ['/assets/entry.css', '/assets/Hero.css', '/assets/entry.css']);
    const head = /<head>([\s\S]*)<\/head>/.exec(html)![1];
    expect(head).toBe(
      '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
        '<style data-inlined-stylesheets="">body{margin:0}\n.hero{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/entry.css" disabled=""/><link rel="stylesheet" href="/assets/Hero.css" disabled=""/>' +
        '<style>:root{--primary:#123}</style>',
    );
    // The same list again: the same head (its tags are made once per list).
    expect(inline(HTML, ['/assets/entry.css', '/assets/Hero.css'])).toBe(html);
  });

  it('finds the head in a document in pieces, and leaves the other pieces as they are', () => {
    const [start, end] = HTML.split('<body>');
    const pieces = [`${start}<body>`, '<main>Évaluation gratuite</main>', end!];
    expect(inline(pieces, ['/assets/Hero.css'])).toBe(inline(pieces.join(''), ['/assets/Hero.css']));
    expect(inline(pieces, ['/assets/Hero.css'])).toContain('<body><main>Évaluation gratuite</main></body>');
  });

  it('links a file the build does not know, and changes nothing without stylesheets', () => {
    const html = inline(HTML, ['/assets/entry.css', '/assets/Gone.css']);
    expect(html).toContain('<link rel="stylesheet" href="/assets/Gone.css"/>');
    expect(html).not.toContain('href="/assets/Gone.css" disabled');
    expect(inline(HTML, [])).toBe(HTML);
    expect(inline(HTML, ['/assets/entry.css'], undefined)).toContain('<link rel="stylesheet" href="/assets/entry.css"/><style>');
  });

  it('keeps a stylesheet from closing its style element early', () => {
    const html = inline(HTML, ['/assets/odd.css'], new Map([['/assets/odd.css', '.a::after{content:"</style><script>"}']]));
    expect(html).toContain('content:"<\\/style><script>"');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
  });
});
