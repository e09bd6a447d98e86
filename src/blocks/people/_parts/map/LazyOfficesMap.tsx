/**
 * `LazyOfficesMap` (spec 001 §4 "Maps: a map loads only after entering the viewport"): a
 * placeholder box until the box comes within the viewport margin, then the Leaflet offices map
 * (`lazy(() => import('./OfficesMap'))`, with Leaflet and its CSS) in the same box. The box is the
 * part of the offices block that needs its code (HYDRATE_NEAR_ATTRIBUTE): the block hydrates when
 * the map comes near or the visitor reaches for the list.
 */
import { lazy, Suspense, useRef } from 'react';
import { HYDRATE_NEAR_PROPS } from '../../../../lib/pageBlockMarkers';
import { useInViewOnce } from '../../../ui/useInViewOnce';
import { MapPlaceholder } from '../../../properties/_parts/map/LazyListingsMap';
import mapStyles from '../../../properties/_parts/map/ListingsMap.module.css';
import type { OfficesMapProps } from './types';

const OfficesMap = lazy(() => import('./OfficesMap'));

export function LazyOfficesMap(props: OfficesMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const visible = useInViewOnce(boxRef);
  return (
    <div ref={boxRef} className={[mapStyles.lazyBox, props.className].filter(Boolean).join(' ')} data-map-state={visible ? 'loaded' : 'waiting'} {...HYDRATE_NEAR_PROPS}>
      {visible ? (
        <Suspense fallback={<MapPlaceholder label={props.label} loading />}>
          <OfficesMap {...props} className={undefined} />
        </Suspense>
      ) : (
        <MapPlaceholder label={props.label} loading={false} />
      )}
    </div>
  );
}
