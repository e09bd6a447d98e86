import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const definition = getBlockDefinition('hero_block_2')!;
const heroOf = (heading: HTMLElement) => heading.closest<HTMLElement>('[data-hero]')!;

describe('hero_block_2', () => {
  it('as the first block: the page h1, centred text, buttons and a high-priority background image (fr)', async () => {
    await renderBlock(definition, { index: 0 }, { locale: 'fr' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Vendez au meilleur prix, sans stress' });
    const hero = heroOf(heading);
    expect(hero).toHaveAttribute('data-align', 'center');
    expect(hero).toHaveAttribute('data-align-y', 'center');
    expect(screen.getByText('Vendre dans les Laurentides')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obtenir une évaluation' })).toHaveAttribute('href', '/fr/contact');
    expect(screen.getByRole('link', { name: 'Nos propriétés vendues' })).toBeInTheDocument();
    const img = hero.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveStyle({ objectPosition: '50% 60%' });
    expect(screen.getByTestId('hero-overlay')).toBeInTheDocument();
  });

  it('align_y bottom puts the text at the foot; lower on the page it is an h2 with a lazy image (en)', async () => {
    await renderBlock(definition, { index: 3, params: { align_y: 'bottom' } }, { locale: 'en' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Sell for the best price, stress-free' });
    expect(heroOf(heading)).toHaveAttribute('data-align-y', 'bottom');
    const img = heroOf(heading).querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('applies the image filters and the overlay strength; no overlay at 0', async () => {
    const fields = structuredClone(definition.demo.fields);
    fields.bg_media = { ...fields.bg_media, image: { ...fields.bg_media.image, filters: { brightness: 0.8, saturate: 1.2 } }, overlay: 0 };
    await renderBlock(definition, { fields }, { locale: 'fr' });
    expect(document.querySelector('[data-hero] img')).toHaveStyle({ filter: 'brightness(0.8) saturate(1.2)' });
    expect(screen.queryByTestId('hero-overlay')).toBeNull();
  });
});
