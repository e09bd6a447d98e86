import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inlineStylesheets';

const HTML = '<!DOCTYPE html><html lang="fr-CA"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><style>:root{--primary:#123}</style></head><body></body></html>';
const texts: Record<string, string> = { '/assets/entry.css': 'body{margin:0}', '/assets/Hero.css': '.hero{color:red}' };
const textOf = (href: string) => texts[href];

describe('inlineStylesheets', () => {
  it('writes the files as one style after the viewport meta, before the theme, each listed by a disabled link', () => {
    const html = inlineStylesheets(HTML, ['/assets/entry.css', '/assets/Hero.css', '/assets/entry.css'], textOf);
    const head = /<head>([\s\S]*)<\/head>/.exec(html)![1];
    expect(head).toBe(
      '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
        '<style data-inlined-stylesheets="">body{margin:0}\n.hero{color:red}</style>' +
        '<link rel="stylesheet" href="/assets/entry.css" disabled=""/><link rel="stylesheet" href="/assets/Hero.css" disabled=""/>' +
        '<style>:root{--primary:#123}</style>',
    );
  });

  it('links a file the build does not know, and changes nothing without stylesheets', () => {
    const html = inlineStylesheets(HTML, ['/assets/entry.css', '/assets/Gone.css'], textOf);
    expect(html).toContain('<link rel="stylesheet" href="/assets/Gone.css"/>');
    expect(html).not.toContain('href="/assets/Gone.css" disabled');
    expect(inlineStylesheets(HTML, [], textOf)).toBe(HTML);
  });

  it('keeps a stylesheet from closing its style element early', () => {
    const html = inlineStylesheets(HTML, ['/assets/odd.css'], () => '.a::after{content:"</style><script>"}');
    expect(html).toContain('content:"<\\/style><script>"');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
  });
});
