import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderBlock';
import { richText } from '../../schema/content';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders the active locale of a parsed value, without the script or onerror', async () => {
    const { container } = await renderWithProviders(
      <RichText
        value={richText.parse({
          fr: '<h2>Titre</h2><p>Texte <strong>important</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
          en: '<p>English <em>text</em></p><script>window.hacked = true</script>',
        })}
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
