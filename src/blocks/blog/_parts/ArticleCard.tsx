/**
 * Blog article card (spec 001 §2 "Blog article card", §3 "Blog article"): cover (16:10), category,
 * title linking to the post in the active locale, excerpt, then author, date and reading time.
 * `size="large"` is the featured card. The whole card is one link target (the title's link covers
 * it), so keyboard users meet one stop per card.
 */
import { useIntl } from 'react-intl';
import { formatDate } from '../../../lib/dates';
import { formatReadingMinutes } from '../../../lib/readingTime';
import { type BlogArticle } from '../../../schema/blog';
import { articlePath } from '../../../schema/blogValues';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import styles from './ArticleCard.module.css';
import { GRID_CARD_SIZES } from '../../ui/imageSizes';

export interface ArticleCardProps {
  article: BlogArticle;
  /** `regular` (grid, archive), `large` (featured) or `compact` (beside the featured: cover left, no excerpt). */
  size?: 'regular' | 'large' | 'compact';
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3;
  /** Loads the cover eagerly (first cards of the first block). */
  priority?: boolean;
  /** Preloads a `priority` cover from the head (default: when `priority`); only the page's lead image should. */
  preload?: boolean;
  /** `sizes` of the cover: its width in the block's layout (default: a card of a three-column grid). */
  sizes?: string;
}

/** Cover `sizes` of the featured card (7 of 12 parts from 992 px) and of the compact cards beside it. */
const FEATURED_SIZES = {
  large: '(min-width: 1296px) 675px, (min-width: 992px) 51vw, 90vw',
  compact: '(min-width: 1296px) 481px, (min-width: 992px) 37vw, 90vw',
};

export function ArticleCard({ article, size = 'regular', headingLevel = 3, priority, preload, sizes }: ArticleCardProps) {
  const locale = useLocale();
  const localize = useLocalized();
  const intl = useIntl();
  const href = articlePath(locale, article) ?? articlePath(locale === 'fr' ? 'en' : 'fr', article) ?? '#';
  const title = localize(article.title) ?? '';
  const minutes = article.read_time[locale] ?? article.read_time.fr ?? article.read_time.en;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cover = article.thumbnails
    ? {
        media: {
          [locale]: {
            url: size === 'large' ? article.thumbnails.url_large : article.thumbnails.url_small,
            alt: article.thumbnail_alt ?? '',
          },
        },
      }
    : null;
  return (
    <article className={[styles.card, styles[size]].join(' ')}>
      <div className={styles.media}>
        <Image
          value={cover}
          alt=""
          aspectRatio="16 / 10"
          priority={priority}
          preload={preload}
          className={styles.cover}
          imgClassName={styles.coverImg}
          sizes={sizes ?? (size === 'regular' ? GRID_CARD_SIZES : FEATURED_SIZES[size])}
        />
      </div>
      <div className={styles.body}>
        {article.category ? <p className={styles.category}>{localize(article.category.label)}</p> : null}
        <Heading className={styles.title}>
          <a href={href} className={styles.link}>
            {title}
          </a>
        </Heading>
        {article.excerpt && size !== 'compact' ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
        <p className={styles.meta}>
          {article.author ? (
            <span className={styles.author}>
              {article.author.thumbnail ? (
                <Image value={{ media: { [locale]: { url: article.author.thumbnail, alt: '' } } }} alt="" width={28} height={28} aspectRatio="1 / 1" sizes="28px" className={styles.avatar} />
              ) : null}
              {article.author.name}
            </span>
          ) : null}
          <time dateTime={article.published_at}>{formatDate(article.published_at, locale, 'long')}</time>
          {minutes ? (
            <span aria-label={intl.formatMessage({ id: 'blog.reading-time' }, { time: formatReadingMinutes(minutes, locale) })}>{formatReadingMinutes(minutes, locale)}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** A card's placeholder while articles load (spec 001 §9 skeletons), hidden from assistive technology. */
export function ArticleCardSkeleton() {
  return (
    <div className={[styles.card, styles.skeleton].join(' ')} aria-hidden="true" data-testid="article-skeleton">
      <div className={[styles.media, styles.shimmer].join(' ')} />
      <div className={styles.body}>
        <span className={[styles.line, styles.shimmer, styles.short].join(' ')} />
        <span className={[styles.line, styles.shimmer].join(' ')} />
        <span className={[styles.line, styles.shimmer].join(' ')} />
        <span className={[styles.line, styles.shimmer, styles.short].join(' ')} />
      </div>
    </div>
  );
}
