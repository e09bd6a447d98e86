import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticlesResponse } from '../../../schema/blog';
import type { ArticlesQuery } from '../../../schema/blogValues';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { demoArticles, demoCategories } from '../_parts/demoArticles';
import { isSelected, padCount, toggleCategory } from './archiveState';

const archive = getBlockDefinition('blog_archives_list_block')!;

const page = (articles = demoArticles, total = 14): ArticlesResponse['data'] => ({ articles, total });

describe('archive selection rules', () => {
  it('selects only the clicked category when all are selected, toggles otherwise, and falls back to all', () => {
    expect(toggleCategory('all', 2)).toEqual([2]);
    expect(toggleCategory([2], 3)).toEqual([2, 3]);
    expect(toggleCategory([2, 3], 2)).toEqual([3]);
    expect(toggleCategory([3], 3)).toBe('all');
    expect(isSelected('all', 9)).toBe(true);
    expect(isSelected([2], 9)).toBe(false);
    expect(padCount(3)).toBe('03');
    expect(padCount(12)).toBe('12');
  });
});

describe('blog_archives_list_block', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = async (articles = vi.fn<(args: { query: ArticlesQuery }) => Promise<ArticlesResponse['data']>>()) => {
    const view = await renderBlock(
      archive,
      {
        params: {
          core_data: {
            articlesListing: demoArticles,
            total: 14,
            categories: demoCategories,
          },
        },
      },
      { locale: 'en', api: { articles: articles as never } },
    );
    // The 1 s calm period is driven by hand from here on.
    vi.useFakeTimers();
    return { articles, view };
  };
  const click = (name: RegExp | string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
  const settle = () => act(async () => {});
  const pressed = (name: RegExp) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

  it('shows the server-rendered first page and every category selected, with padded counts', async () => {
    const { articles } = await setup();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(
      screen.getByRole('link', {
        name: 'Buying your first home: a step-by-step guide',
      }),
    ).toHaveAttribute('href', '/en/blog/buying-your-first-home-101');
    expect(pressed(/Buying/)).toBe('true');
    expect(pressed(/Selling/)).toBe('true');
    expect(within(screen.getByRole('button', { name: /Buying/ })).getByText('03')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('14 articles');
    expect(articles).not.toHaveBeenCalled();
  });

  it('narrows to one category, clears the results and fetches after one calm second', async () => {
    const { articles } = await setup();
    articles.mockResolvedValue(page(demoArticles.slice(0, 2), 3));
    await click(/Buying/);
    expect(pressed(/Buying/)).toBe('true');
    expect(pressed(/Selling/)).toBe('false');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getAllByTestId('article-skeleton')).toHaveLength(6);
    expect(articles).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(articles).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(articles).toHaveBeenCalledTimes(1);
    expect(articles.mock.calls[0][0].query).toEqual({
      language: 'en',
      page: 1,
      limit: 6,
      order: 'desc',
      categories: [1],
    });
    await settle();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
  });

  it('does not fetch again when the choices come back to what is loaded', async () => {
    const { articles } = await setup();
    await click(/Buying/);
    await click(/Buying/);
    expect(pressed(/Selling/)).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(articles).not.toHaveBeenCalled();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('loads more at once and appends the next page, with two skeletons meanwhile', async () => {
    const { articles } = await setup();
    let resolve!: (value: ArticlesResponse['data']) => void;
    articles.mockReturnValue(new Promise((r) => (resolve = r)));
    await click('Load more articles');
    expect(articles.mock.calls[0][0].query).toMatchObject({
      page: 2,
      order: 'desc',
    });
    expect(screen.getAllByTestId('article-skeleton')).toHaveLength(2);
    await act(async () =>
      resolve(
        page(
          demoArticles.map((a) => ({ ...a, id: a.id + 100 })),
          14,
        ),
      ),
    );
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  it('sorts oldest first after the calm second, and the reset button restores every category', async () => {
    const { articles } = await setup();
    articles.mockResolvedValue(page());
    await act(
      async () =>
        void fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), {
          target: { value: 'asc' },
        }),
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(articles.mock.calls[0][0].query).toMatchObject({
      order: 'asc',
      page: 1,
    });
    await settle();
    await click(/Selling/);
    // Disabled while the new selection loads, then it restores every category.
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await settle();
    await click('Reset');
    expect(pressed(/Buying/)).toBe('true');
    expect(pressed(/Selling/)).toBe('true');
  });

  it('keeps the page usable when a call fails and offers to try again', async () => {
    const { articles } = await setup();
    articles.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page(demoArticles.slice(0, 1), 1));
    await click('Load more articles');
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await click('Try again');
    expect(articles).toHaveBeenCalledTimes(2);
  });

  it('asks for the first page and the categories at once without server data', async () => {
    let resolve!: (value: ArticlesResponse['data']) => void;
    const articles = vi.fn().mockReturnValue(new Promise((r) => (resolve = r)));
    await renderBlock(archive, { params: {} }, { locale: 'fr', api: { articles } });
    expect(screen.getAllByTestId('category-skeleton')).toHaveLength(5);
    expect(screen.getAllByTestId('article-skeleton')).toHaveLength(6);
    expect(articles.mock.calls[0][0].query).toEqual({
      language: 'fr',
      page: 1,
      limit: 6,
      order: 'desc',
      withCategories: true,
    });
    await act(async () =>
      resolve({
        ...page(demoArticles.slice(0, 3), 3),
        categories: demoCategories,
      }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Acheter/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
