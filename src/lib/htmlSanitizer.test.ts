import { describe, expect, it } from 'vitest';
import { richText } from '../schema/content';
import { sanitizeHtml } from './htmlSanitizer';

describe('sanitizeHtml', () => {
  it('strips scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeHtml('<p onclick="alert(1)">Bonjour</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">lien</a>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(clean).toContain('<p>Bonjour</p>');
  });

  it('adds rel noopener to new-tab links', () => {
    expect(sanitizeHtml('<a href="https://oaciq.com" target="_blank">OACIQ</a>')).toBe(
      '<a href="https://oaciq.com" target="_blank" rel="noopener noreferrer">OACIQ</a>',
    );
  });

  it('gives the same clean result when the same text comes back (memoised), and still cleans new texts', () => {
    const dirty = '<p>Visite libre <img src="x" onerror="alert(1)"></p>';
    const first = sanitizeHtml(dirty);
    expect(sanitizeHtml(dirty)).toBe(first);
    expect(first).not.toContain('onerror');
    // Enough distinct texts to push the first out of the memo: it is sanitised again, identically.
    const filler = 'x'.repeat(40_000);
    for (let i = 0; i < 30; i += 1) sanitizeHtml(`<p>${i}${filler}</p>`);
    expect(sanitizeHtml(dirty)).toBe(first);
    expect(sanitizeHtml('<a href="javascript:alert(2)">lien</a>')).toBe('<a>lien</a>');
  });
});

describe('the richText schema', () => {
  it('sanitises every locale while parsing (what the server does before a page reaches a browser)', () => {
    const parsed = richText.parse({ fr: '<p>Bonjour</p><script>alert(1)</script>', en: '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>' });
    expect(parsed.fr).toBe('<p>Bonjour</p>');
    expect(parsed.en).not.toMatch(/onerror|javascript:/);
  });
});
