import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { demoArticles } from '../_parts/demoArticles';
import { splitFeatured } from './constants';

const featuredBlock = getBlockDefinition('blog_articles_featured_block')!;

describe('blog_articles_featured_block', () => {
  it('keeps every featured article when fewer than 3, else only the first; at most 3 regular', () => {
    const cards = demoArticles.map((a, i) => ({ ...a, featured: i < 2 }));
    expect(splitFeatured(cards).featured.map((a) => a.id)).toEqual([101, 102]);
    expect(splitFeatured(cards).regular).toHaveLength(3);
    const many = demoArticles.map((a, i) => ({ ...a, featured: i < 4 }));
    expect(splitFeatured(many).featured.map((a) => a.id)).toEqual([101]);
  });

  it('shows the featured cards large on the left and the regular ones beside them', async () => {
    await renderBlock(featuredBlock, {}, { locale: 'fr' });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles.slice(0, 2)).toEqual(['Acheter sa première maison : le guide étape par étape', 'Vivre dans le Vieux-Longueuil']);
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Vivre dans le Vieux-Longueuil' })).toHaveAttribute('href', '/fr/blogue/guide-vieux-longueuil-103');
  });

  it('titles its articles one level under the page’s h1 when it comes first', async () => {
    await renderBlock(featuredBlock, { index: 0 }, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('renders nothing without articles', async () => {
    const { container } = await renderBlock(featuredBlock, {
      params: { core_data: { articlesListing: [] } },
    });
    expect(container.querySelector('section')).toBeNull();
  });
});
