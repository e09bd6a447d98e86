/**
 * `LazyListingsMap` (contract: ./types.ts; spec 001 §4 "Maps: a map loads only after entering the
 * viewport"): renders a placeholder box of the same size — on the server and until the box comes
 * within 25% of the viewport (IntersectionObserver) — then loads the Leaflet map chunk
 * (`lazy(() => import('./ListingsMap'))`, which also brings the Leaflet CSS) and shows it.
 * Browsers without IntersectionObserver load it right away after hydration.
 */
import { lazy, Suspense, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useInViewOnce } from '../../../ui/useInViewOnce';
import styles from './ListingsMap.module.css';
import type { ListingsMapProps } from './types';

const ListingsMap = lazy(() => import('./ListingsMap'));

/** The placeholder shown before and while a lazy map loads (the offices map uses it too). */
export function MapPlaceholder({ label, loading }: { label: string; loading: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.placeholder} role="img" aria-label={label} data-testid="listings-map-placeholder">
      <svg className={styles.placeholderArt} viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <path d="M-10 210 C 80 170, 140 250, 230 200 S 360 120, 420 160" />
        <path d="M60 -10 C 90 80, 40 160, 110 310" />
        <path d="M250 -10 C 230 90, 300 170, 270 310" />
        <path d="M-10 90 C 120 110, 260 60, 420 80" />
      </svg>
      {loading ? <span className={styles.placeholderText}>{intl.formatMessage({ id: 'map.loading' })}</span> : null}
    </div>
  );
}

/** The listings map, loaded once its box enters the viewport. */
export function LazyListingsMap(props: ListingsMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const visible = useInViewOnce(boxRef);

  // Without a `height` prop the box takes its height from `className` (or the parent).
  const { height, className, label } = props;
  return (
    <div
      ref={boxRef}
      className={[styles.lazyBox, height === undefined && !className ? styles.fill : '', className].filter(Boolean).join(' ')}
      style={height === undefined ? undefined : { height }}
      data-map-state={visible ? 'loaded' : 'waiting'}
    >
      {visible ? (
        <Suspense fallback={<MapPlaceholder label={label} loading />}>
          <ListingsMap {...props} height="100%" className={undefined} />
        </Suspense>
      ) : (
        <MapPlaceholder label={label} loading={false} />
      )}
    </div>
  );
}
