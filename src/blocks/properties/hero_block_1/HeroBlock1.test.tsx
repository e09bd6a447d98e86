import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const definition = getBlockDefinition('hero_block_1')!;
/** The search bar's filters stay loading: this test looks at the hero, not the bar's lists. */
const api = { searchFilters: () => new Promise<never>(() => {}) };

describe('hero_block_1', () => {
  it('opens the page with its h1 over a high-priority background image, veiled, and the search bar (fr)', async () => {
    const { container } = await renderBlock(definition, { index: 0 }, { locale: 'fr', api });
    expect(screen.getByRole('heading', { level: 1, name: 'Trouvez votre prochain chez-vous' })).toBeInTheDocument();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveStyle({ objectPosition: '50% 50%' });
    expect(screen.getByTestId('hero-overlay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
  });

  it('lower on the page: an h2 and a lazy image (en)', async () => {
    const { container } = await renderBlock(definition, { index: 2 }, { locale: 'en', api });
    expect(screen.getByRole('heading', { level: 2, name: 'Find your next home' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
