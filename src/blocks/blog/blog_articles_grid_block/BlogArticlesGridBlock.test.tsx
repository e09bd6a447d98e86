import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';

const grid = getBlockDefinition('blog_articles_grid_block')!;

describe('blog_articles_grid_block', () => {
  it('shows the fed articles as cards with date, reading time, author and a link to the blog', async () => {
    await renderBlock(grid, {}, { locale: 'en' });
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const card = screen.getByRole('link', {
      name: 'The Quebec welcome tax, explained',
    });
    expect(card).toHaveAttribute('href', '/en/blog/quebec-welcome-tax-102');
    expect(screen.getByText('October 20, 2026')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Reading time: 4 mins')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/en/blog');
  });

  it('renders nothing when the blog has no article yet', async () => {
    const { container } = await renderBlock(grid, {
      params: { core_data: { articlesListing: [] } },
    });
    expect(container.querySelector('section')).toBeNull();
  });
});
