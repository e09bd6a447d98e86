/**
 * Posts archive (spec 001 §2 "posts archive", §4 "Posts archive", §9 page size 6, default sort
 * desc, skeletons up to 6 / 2 when loading more / 5 category skeletons, counters padded to 2
 * digits).
 *
 * - The first page and the categories arrive server-rendered in `block_params.core_data`; without
 *   them the first call asks `GET /articles` with `with_categories=1` at once.
 * - Category and sort changes clear the results, go back to page 1 and fetch after 1 s of calm
 *   ({@link FILTER_DEBOUNCE_MS}); "load more" fetches the next page at once and appends it.
 * - Parameters identical to the loaded ones are not fetched again (the loaded cards come back).
 * - The reset button selects every category; it is disabled when all are selected or while loading.
 * - A failed call keeps what was shown, says so, and offers to try again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ArchiveCategory, type BlogArticle } from '../../../schema/blog';
import { ARCHIVE_PAGE_SIZE, type ArticlesQuery } from '../../../schema/blogValues';
import type { BlockProps } from '../../defineBlock';
import layout from '../../content/_parts/layout.module.css';
import { useAppContext, useLocale, useLocalized, usePagePayload } from '../../runtime/AppContext';
import { ArticleCard, ArticleCardSkeleton } from '../_parts/ArticleCard';
import { BlogSectionHeading } from '../_parts/BlogSection';
import { isSelected, padCount, queryKey, toggleCategory, type CategorySelection } from './archiveState';
import type { blogArchivesListBlockFields, blogArchivesListBlockParams } from './schema';
import styles from './BlogArchivesListBlock.module.css';

/** Calm time before a category or sort change is fetched (spec 001 §4), ms. */
export const FILTER_DEBOUNCE_MS = 1000;
/** Skeleton cards while a new selection loads, and while more load (spec 001 §9). */
const SKELETONS_REPLACE = 6;
const SKELETONS_MORE = 2;
const CATEGORY_SKELETONS = 5;

type Loading = 'none' | 'replace' | 'more';
type Order = 'asc' | 'desc';

/** What is on screen for one selection and sort: its pages loaded so far. */
interface Loaded {
  filterKey: string;
  articles: BlogArticle[];
  total: number;
  page: number;
}

type Props = BlockProps<typeof blogArchivesListBlockFields, typeof blogArchivesListBlockParams>;

export function BlogArchivesListBlock(props: Props) {
  const locale = useLocale();
  // A new language is a new archive: nothing of the other language's state carries over.
  return <Archive key={locale} {...props} />;
}

function Archive({ fields, params, index }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalized();
  const { api } = useAppContext();
  const payload = usePagePayload();
  const feed = params.core_data;

  const [categories, setCategories] = useState<ArchiveCategory[] | null>(feed?.categories ?? null);
  const [selection, setSelection] = useState<CategorySelection>('all');
  const [order, setOrder] = useState<Order>('desc');
  const [articles, setArticles] = useState<BlogArticle[]>(feed?.articlesListing ?? []);
  const [total, setTotal] = useState(feed?.total ?? feed?.articlesListing.length ?? 0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState<Loading>(feed ? 'none' : 'replace');
  const [failed, setFailed] = useState<null | (() => void)>(null);

  const query = useCallback(
    (forSelection: CategorySelection, forOrder: Order, forPage: number, withCategories = false): ArticlesQuery => ({
      language: locale,
      page: forPage,
      limit: ARCHIVE_PAGE_SIZE,
      order: forOrder,
      ...(forSelection === 'all' ? {} : { categories: forSelection }),
      ...(withCategories ? { withCategories: true } : {}),
    }),
    [locale],
  );
  const filterKey = (forSelection: CategorySelection, forOrder: Order) => queryKey(query(forSelection, forOrder, 1));

  const loaded = useRef<Loaded | null>(
    feed
      ? {
          filterKey: filterKey('all', 'desc'),
          articles: feed.articlesListing,
          total: feed.total ?? feed.articlesListing.length,
          page: 1,
        }
      : null,
  );
  const latestRequest = useRef(0);
  const firstRender = useRef(true);

  const fetchPage = useCallback(
    (forSelection: CategorySelection, forOrder: Order, forPage: number, mode: 'replace' | 'more') => {
      const request = ++latestRequest.current;
      const withCategories = categories === null;
      setLoading(mode);
      setFailed(null);
      api
        .articles({
          micrositeId: payload.microsite_id,
          siteKey: payload.site_key,
          locale,
          query: query(forSelection, forOrder, forPage, withCategories),
        })
        .then((data) => {
          if (request !== latestRequest.current) return;
          const previous = mode === 'more' && loaded.current ? loaded.current.articles : [];
          const next = [...previous, ...data.articles];
          loaded.current = {
            filterKey: queryKey(query(forSelection, forOrder, 1)),
            articles: next,
            total: data.total,
            page: forPage,
          };
          if (data.categories) setCategories(data.categories);
          setArticles(next);
          setTotal(data.total);
          setPage(forPage);
          setLoading('none');
        })
        .catch(() => {
          if (request !== latestRequest.current) return;
          setLoading('none');
          if (mode === 'replace' && loaded.current) setArticles(loaded.current.articles);
          setFailed(() => () => fetchPage(forSelection, forOrder, forPage, mode));
        });
    },
    [api, categories, locale, payload.microsite_id, payload.site_key, query],
  );

  // No server data (editor preview, external API without feeds): the first call, at once.
  useEffect(() => {
    if (!feed) fetchPage('all', 'desc', 1, 'replace');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only on mount: later calls follow the visitor's choices.
  }, []);

  // Category and sort changes: results cleared now, fetched after a calm second.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    latestRequest.current += 1;
    setArticles([]);
    setLoading('replace');
    setFailed(null);
    const timer = setTimeout(() => {
      const previous = loaded.current;
      if (previous && previous.filterKey === filterKey(selection, order)) {
        setArticles(previous.articles);
        setTotal(previous.total);
        setPage(previous.page);
        setLoading('none');
        return;
      }
      fetchPage(selection, order, 1, 'replace');
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetchPage changes with the categories it received; the debounce follows the choices only.
  }, [selection, order]);

  const allSelected = selection === 'all';
  const hasMore = loading === 'none' && articles.length < total;
  const titleId = `archive-${index}-title`;

  return (
    <section className={layout.section} aria-labelledby={titleId}>
      <div className={layout.inner}>
        <BlogSectionHeading superTitle={fields.super_title} title={fields.main_title} index={index} id={titleId} />
        <div className={styles.toolbar}>
          <div className={styles.categories} role="group" aria-label={intl.formatMessage({ id: 'blog.categories' })}>
            {categories === null
              ? Array.from({ length: CATEGORY_SKELETONS }, (_, i) => <span key={i} className={styles.categorySkeleton} aria-hidden="true" data-testid="category-skeleton" />)
              : categories.map((category) => (
                  <button
                    key={category.id}
                    type="button"
                    className={styles.category}
                    aria-pressed={isSelected(selection, category.id)}
                    onClick={() => setSelection((current) => toggleCategory(current, category.id))}
                  >
                    <span>{localize(category.label)}</span>
                    <span className={styles.count} aria-hidden="true">
                      {padCount(category.articles_count)}
                    </span>
                    <span className={styles.visuallyHidden}>({category.articles_count})</span>
                  </button>
                ))}
            <button type="button" className={styles.reset} disabled={allSelected || loading !== 'none'} onClick={() => setSelection('all')}>
              {intl.formatMessage({ id: 'blog.reset' })}
            </button>
          </div>
          <label className={styles.sort}>
            <span>{intl.formatMessage({ id: 'blog.sort' })}</span>
            <select value={order} onChange={(event) => setOrder(event.target.value as Order)}>
              <option value="desc">{intl.formatMessage({ id: 'blog.sort-desc' })}</option>
              <option value="asc">{intl.formatMessage({ id: 'blog.sort-asc' })}</option>
            </select>
          </label>
        </div>

        <p className={styles.status} role="status" aria-live="polite">
          {loading !== 'none' ? intl.formatMessage({ id: 'blog.loading' }) : intl.formatMessage({ id: 'blog.count' }, { count: total })}
        </p>

        <ul className={styles.grid} aria-busy={loading !== 'none'}>
          {articles.map((article, i) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel={index === 0 ? 2 : 3} priority={index === 0 && i < 3} preload={i === 0} />
            </li>
          ))}
          {loading !== 'none'
            ? Array.from(
                {
                  length: loading === 'more' ? SKELETONS_MORE : SKELETONS_REPLACE,
                },
                (_, i) => (
                  <li key={`skeleton-${i}`}>
                    <ArticleCardSkeleton />
                  </li>
                ),
              )
            : null}
        </ul>

        {loading === 'none' && !failed && articles.length === 0 ? <p className={styles.empty}>{intl.formatMessage({ id: 'blog.empty' })}</p> : null}
        {failed ? (
          <div className={styles.error} role="alert">
            <p>{intl.formatMessage({ id: 'blog.error' })}</p>
            <button type="button" className={styles.more} onClick={failed}>
              {intl.formatMessage({ id: 'blog.retry' })}
            </button>
          </div>
        ) : null}
        {hasMore && !failed ? (
          <div className={styles.moreRow}>
            <button type="button" className={styles.more} onClick={() => fetchPage(selection, order, page + 1, 'more')}>
              {intl.formatMessage({ id: 'blog.load-more' })}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
