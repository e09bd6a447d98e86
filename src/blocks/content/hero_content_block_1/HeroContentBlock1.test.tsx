import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const definition = getBlockDefinition('hero_content_block_1')!;
const heroOf = (heading: HTMLElement) => heading.closest<HTMLElement>('[data-hero]')!;

describe('hero_content_block_1', () => {
  it('puts the text on the left of the media by default, the media with high priority when first (fr)', async () => {
    await renderBlock(definition, { index: 0, params: {} }, { locale: 'fr' });
    const hero = heroOf(screen.getByRole('heading', { level: 1, name: 'Une mise en marché qui fait la différence' }));
    expect(hero).toHaveAttribute('data-orientation', 'left');
    expect(screen.getByText('Vendre votre propriété')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander une évaluation' })).toHaveAttribute('href', '/fr/contact');
    expect(hero.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    // The text is not over the media: no darkening veil unless the editor asks for one.
    expect(screen.queryByTestId('hero-overlay')).toBeNull();
  });

  it('orientation_x right puts the text on the right (en)', async () => {
    await renderBlock(definition, { params: { orientation_x: 'right' } }, { locale: 'en' });
    const hero = heroOf(screen.getByRole('heading', { level: 2, name: 'Marketing that makes the difference' }));
    expect(hero).toHaveAttribute('data-orientation', 'right');
    expect(hero.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
