/**
 * `LazyMarkersMap` (spec 001 §4 "Maps"): the hand-placed markers map, loaded only once its box
 * comes within the viewport margin (placeholder before), with an optional click gateway.
 *
 * Click gateway (`gateway`, the coordinates map): a button covers the map and blocks every map
 * interaction (page scrolling over the map scrolls the page; dragging, wheel and touch zoom are off)
 * until it is clicked (or pressed with Enter/Space); the map then takes the focus and can be dragged
 * and zoomed. The gateway comes back as soon as the map has left the viewport entirely.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useInViewOnce } from '../../../ui/useInViewOnce';
import { MapPlaceholder } from './LazyListingsMap';
import type { MarkersMapProps } from './markers';
import styles from './ListingsMap.module.css';
import gatewayStyles from './MapGateway.module.css';

const MarkersMap = lazy(() => import('./MarkersMap'));

/**
 * True once the visitor has opened the gateway; back to false each time `ref` leaves the viewport
 * (IntersectionObserver, no margin). Without IntersectionObserver the gateway never re-arms.
 */
export function useMapGateway(ref: React.RefObject<Element | null>, enabled: boolean): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !open || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.every((entry) => !entry.isIntersecting)) setOpen(false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, open]);
  return [open, () => setOpen(true)];
}

export function LazyMarkersMap({ gateway = false, ...props }: MarkersMapProps & { gateway?: boolean }) {
  const intl = useIntl();
  const boxRef = useRef<HTMLDivElement>(null);
  const visible = useInViewOnce(boxRef);
  const [open, unlock] = useMapGateway(boxRef, gateway);
  const blocked = gateway && !open;
  const onUnlock = () => {
    unlock();
    boxRef.current?.querySelector<HTMLElement>('.leaflet-container')?.focus({ preventScroll: true });
  };
  return (
    <div
      ref={boxRef}
      className={[styles.lazyBox, props.className].filter(Boolean).join(' ')}
      data-map-state={visible ? 'loaded' : 'waiting'}
      data-gateway={gateway ? (blocked ? 'armed' : 'open') : undefined}
    >
      {visible ? (
        <Suspense fallback={<MapPlaceholder label={props.label} loading />}>
          <MarkersMap {...props} interactive={!blocked} className={undefined} />
        </Suspense>
      ) : (
        <MapPlaceholder label={props.label} loading={false} />
      )}
      {blocked ? (
        <button type="button" className={gatewayStyles.gateway} onClick={onUnlock}>
          <span className={gatewayStyles.hint}>{intl.formatMessage({ id: 'map.gateway' })}</span>
        </button>
      ) : null}
    </div>
  );
}
