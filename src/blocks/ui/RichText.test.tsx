import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderBlock';
import { RichText, sanitizeHtml } from './RichText';

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

describe('RichText', () => {
  it('renders the active locale sanitised, without the script or onerror', async () => {
    const { container } = await renderWithProviders(
      <RichText
        value={{
          fr: '<h2>Titre</h2><p>Texte <strong>important</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
          en: '<p>English <em>text</em></p><script>window.hacked = true</script>',
        }}
      />,
      { locale: 'en' },
    );
    expect(screen.getByText('English')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('falls back to French and renders nothing when empty', async () => {
    await renderWithProviders(
      <>
        <RichText value={{ fr: '<p>Seulement en français</p>' }} />
        <div data-testid="empty">
          <RichText value={{ fr: '', en: '' }} />
        </div>
      </>,
      { locale: 'en' },
    );
    expect(screen.getByText('Seulement en français')).toBeInTheDocument();
    expect(screen.getByTestId('empty')).toBeEmptyDOMElement();
  });

  it('gives e-mail-like text word-breaking', async () => {
    await renderWithProviders(
      <>
        <RichText value="<p>bonjour@isabelletremblay.ca</p>" className="with-mail" />
        <RichText value="<p>Aucune adresse ici</p>" className="without-mail" />
      </>,
    );
    const withMail = document.querySelector('.with-mail')!;
    const withoutMail = document.querySelector('.without-mail')!;
    expect(withMail.className.split(' ').length).toBeGreaterThan(withoutMail.className.split(' ').length);
    expect(withMail.className).toMatch(/breakWords|break-words/i);
  });
});
