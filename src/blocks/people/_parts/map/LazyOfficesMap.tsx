/**
 * `LazyOfficesMap` (spec 001 §4 "Maps: a map loads only after entering the viewport"): a
 * placeholder box until the box comes within the viewport margin, then the Leaflet offices map
 * (`lazy(() => import('./OfficesMap'))`, with Leaflet and its CSS) in the same box.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { VIEWPORT_ROOT_MARGIN } from '../../../ui/Image';
import mapStyles from '../../../properties/_parts/map/ListingsMap.module.css';
import type { OfficesMapProps } from './types';

const OfficesMap = lazy(() => import('./OfficesMap'));

function Placeholder({ label }: { label: string }) {
  return (
    <div className={mapStyles.placeholder} role="img" aria-label={label}>
      <svg className={mapStyles.placeholderArt} viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <path d="M-10 210 C 80 170, 140 250, 230 200 S 360 120, 420 160" />
        <path d="M60 -10 C 90 80, 40 160, 110 310" />
        <path d="M250 -10 C 230 90, 300 170, 270 310" />
      </svg>
    </div>
  );
}

export function LazyOfficesMap(props: OfficesMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setVisible(true);
        }
      },
      { rootMargin: VIEWPORT_ROOT_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={boxRef} className={[mapStyles.lazyBox, props.className].filter(Boolean).join(' ')} data-map-state={visible ? 'loaded' : 'waiting'}>
      {visible ? (
        <Suspense fallback={<Placeholder label={props.label} />}>
          <OfficesMap {...props} className={undefined} />
        </Suspense>
      ) : (
        <Placeholder label={props.label} />
      )}
    </div>
  );
}
