/**
 * The card list of the search page (spec 001 §2, §4, §9): cards in a grid of 1, 2 or 3 per row by
 * the list's own width (container queries), skeleton cards while loading (6 on a first load, 3 more
 * below the list while the next page loads), infinite loading — the next page is asked when the
 * list end comes within 48 px of the visible area (IntersectionObserver with that root margin, on
 * the list's scroll box when it scrolls itself, else the viewport) —, the empty state "No
 * properties found" with the alert sign-up link to the contact page, and an error state with retry.
 * Hovering or focusing a card highlights its marker (`onHover`). The list end is a part of the
 * search page block that needs its code (src/renderer/blocks/hydrateOnIntent.ts).
 */
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { HYDRATE_NEAR_PROPS } from '../../../../lib/pageBlockMarkers';
import type { PropertyCard as PropertyCardData } from '../../../../schema/listing';
import { useLocale } from '../../../runtime/AppContext';
import { PropertyCard, PropertyCardSkeleton } from '../PropertyCard';
import type { ListingSearchStatus } from './useListingSearch';
import styles from './search.module.css';

/** Distance from the list end that triggers the next page, px (spec 001 §9 "list-end offset 48 px"). */
export const LIST_END_OFFSET_PX = 48;

/** The contact page per locale: the alert sign-up link of the empty state (spec 001 §8). */
export const ALERT_SIGNUP_PATH = { fr: '/fr/contact', en: '/en/contact' } as const;

export interface ListingResultsProps {
  status: ListingSearchStatus;
  listing: PropertyCardData[];
  hasMore: boolean;
  onLoadMore(): void;
  onRetry(): void;
  highlightedUls: string | null;
  onHover(uls: string | null): void;
  /** The element that scrolls the list (null: the viewport). */
  scrollRoot: RefObject<HTMLElement | null>;
}

function isScrollBox(element: HTMLElement | null): element is HTMLElement {
  if (!element || typeof getComputedStyle !== 'function') return false;
  const overflow = getComputedStyle(element).overflowY;
  return overflow === 'auto' || overflow === 'scroll';
}

export function ListingResults({ status, listing, hasMore, onLoadMore, onRetry, highlightedUls, onHover, scrollRoot }: ListingResultsProps) {
  const intl = useIntl();
  const headingId = useId();
  const locale = useLocale();
  const sentinel = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  onLoadMoreRef.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const root = isScrollBox(scrollRoot.current) ? scrollRoot.current : null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { root, rootMargin: `0px 0px ${LIST_END_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, listing.length, scrollRoot]);

  if (status === 'error') {
    return (
      <div className={styles.emptyState} role="alert">
        <p className={styles.emptyTitle}>{intl.formatMessage({ id: 'search.error' })}</p>
        <button type="button" className={styles.primaryButton} onClick={onRetry}>
          {intl.formatMessage({ id: 'search.retry' })}
        </button>
      </div>
    );
  }

  if (status === 'ready' && listing.length === 0) {
    return (
      <div className={styles.emptyState}>
        <p className={styles.emptyTitle}>{intl.formatMessage({ id: 'search.empty.title' })}</p>
        <p className={styles.emptyText}>{intl.formatMessage({ id: 'search.empty.text' })}</p>
        <a className={styles.primaryButton} href={ALERT_SIGNUP_PATH[locale]}>
          {intl.formatMessage({ id: 'search.empty.alert' })}
        </a>
      </div>
    );
  }

  const firstLoad = status === 'idle' || status === 'loading';
  return (
    <div className={styles.results} aria-busy={status === 'loading' || status === 'loading-more'}>
      {/* The cards' h3 titles need a section heading between them and the page's h1. */}
      <h2 id={headingId} className="visually-hidden">
        {intl.formatMessage({ id: 'search.list.label' })}
      </h2>
      <ul className={styles.grid} aria-labelledby={headingId}>
        {firstLoad
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={`skeleton-${i}`} className={styles.gridItem} aria-hidden="true">
                <PropertyCardSkeleton />
              </li>
            ))
          : listing.map((card, i) => (
              <li key={card.uls} className={styles.gridItem}>
                <PropertyCard card={card} highlighted={card.uls === highlightedUls} onHover={onHover} priority={i < 3} />
              </li>
            ))}
        {status === 'loading-more'
          ? Array.from({ length: 3 }, (_, i) => (
              <li key={`more-${i}`} className={styles.gridItem} aria-hidden="true">
                <PropertyCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinel} className={styles.sentinel} data-testid="list-end" {...HYDRATE_NEAR_PROPS} />
      {hasMore ? (
        <div className={styles.moreRow}>
          <button type="button" className={styles.secondaryButton} onClick={onLoadMore}>
            {intl.formatMessage({ id: 'search.more' })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
