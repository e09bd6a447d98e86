/**
 * The Leaflet listings map (spec 001 §4 "Maps", §9 "Maps"). Loaded in its own
 * chunk by `LazyListingsMap` (never imported statically): this module pulls Leaflet, react-leaflet,
 * supercluster and the Leaflet CSS.
 *
 * - Tiles from `config.tileUrl` with `config.tileAttribution`.
 * - Circle markers (radius 4, weight 26, halo opacity 0.2, 0.4 and darker when hovered or
 *   highlighted), colour `markerColor` or the theme's `--color-primary`.
 * - Popup after 50 ms hover over a marker (kept open while the pointer is on the popup, closed 50 ms
 *   after leaving), pinned open on click or Enter/Space; forced open for `highlightedUls`.
 * - Above 150 markers in view, supercluster bubbles with counts; activating one zooms in. Bubbles
 *   grouped on the server (`clusters`, with the matches' `extent` to fit to) are drawn as they come,
 *   merged where they would touch at the map's zoom.
 * - `onBoundsChange` after the visitor's pans and zooms only (debounced 300 ms), never after fits.
 * - Keyboard: the map box is focusable (arrows pan, +/- zoom) and named by `label`; markers and
 *   clusters are focusable buttons.
 */
import 'leaflet/dist/leaflet.css';
import L, { type LeafletEvent, type Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CircleMarker, MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { PropertyMapPoint } from '../../../../schema/listing';
import { useAppContext, useLocale } from '../../../runtime/AppContext';
import { formatListingPrice } from '../propertyFormat';
import { pointsBounds, toMapBounds, type CornerPair } from './bounds';
import { clusterSize, FIT_MAX_ZOOM, FIT_PADDING_PX, mergeTouchingClusters } from '../../../../lib/mapGeometry';
import { CLUSTER_THRESHOLD, createClusterIndex, type ClusterItem, type MapItem } from './clustering';
import styles from './ListingsMap.module.css';
import { markerPathOptions, POPUP_DELAY_MS } from './markerStyle';
import { useMarkerColor } from './useMarkerColor';
import { PropertyPopup } from './PropertyPopup';
import type { ListingsMapProps } from './types';

/** Default tile server when `TILE_URL` is not configured. */
const FALLBACK_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const FALLBACK_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Default view without points: Montréal area. */
const DEFAULT_CENTER: [number, number] = [45.55, -73.65];
const DEFAULT_ZOOM = 9;
/** Debounce of `onBoundsChange` after a visitor's move (ms). */
export const BOUNDS_DEBOUNCE_MS = 300;
/** Zoom used when fitting a single listing. */
const SINGLE_POINT_ZOOM = 14;

type View = { bbox: [number, number, number, number]; zoom: number };

function viewOf(map: LeafletMap): View {
  const b = map.getBounds();
  return { bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: map.getZoom() };
}

/** Fits, labels and bounds reporting: everything that needs the map instance. */
function MapController({
  points,
  extent,
  fitToPoints,
  label,
  onBoundsChange,
  onView,
  onPopupClosed,
}: {
  points: PropertyMapPoint[];
  extent: CornerPair | null;
  fitToPoints: boolean;
  label: string;
  onBoundsChange?: ListingsMapProps['onBoundsChange'];
  onView: (view: View) => void;
  onPopupClosed: (popup: L.Popup) => void;
}) {
  const map = useMap();
  // True only while the map is fitted to the listings: unanimated, Leaflet's moveend fires inside
  // that call, so a visitor's move can never be mistaken for it (a counter leaked when the fit ran
  // before the move listener was attached, and swallowed the visitor's first zoom).
  const fitting = useRef(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const boundsCallback = useRef(onBoundsChange);
  boundsCallback.current = onBoundsChange;

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-roledescription', 'map');
  }, [map, label]);

  const pointsKey = useMemo(() => (extent ? JSON.stringify(extent) : points.map((p) => p.uls).join(',')), [points, extent]);
  useEffect(() => {
    if (!fitToPoints) return;
    const bounds = extent ?? pointsBounds(points);
    if (!bounds) return;
    fitting.current = true;
    try {
      if (bounds[0][0] === bounds[1][0] && bounds[0][1] === bounds[1][1]) map.setView(bounds[0], SINGLE_POINT_ZOOM, { animate: false });
      else map.fitBounds(bounds, { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: FIT_MAX_ZOOM, animate: false });
    } finally {
      fitting.current = false;
    }
    onView(viewOf(map));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a new set of listings refits; a re-render with the same listings keeps the view.
  }, [map, pointsKey, fitToPoints]);

  useEffect(() => () => clearTimeout(debounce.current), []);

  useMapEvents({
    moveend() {
      onView(viewOf(map));
      if (fitting.current) return;
      if (!boundsCallback.current) return;
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => {
        const b = map.getBounds();
        boundsCallback.current?.(toMapBounds(b.getSouthWest(), b.getNorthEast()));
      }, BOUNDS_DEBOUNCE_MS);
    },
    popupclose(event) {
      onPopupClosed((event as LeafletEvent & { popup: L.Popup }).popup);
    },
  });
  return null;
}

interface MarkerHandlers {
  enter: (uls: string) => void;
  leave: (uls: string) => void;
  activate: (uls: string) => void;
}

/** One listing marker: a circle marker made keyboard-focusable once added. */
function ListingMarker({
  point,
  color,
  active,
  handlers,
  markerLabel,
  interactive,
}: {
  point: PropertyMapPoint;
  color: string;
  active: boolean;
  handlers: React.RefObject<MarkerHandlers>;
  markerLabel: string;
  interactive: boolean;
}) {
  const { uls } = point;
  const eventHandlers = useMemo(
    () => ({
      add(event: LeafletEvent) {
        const element = (event.target as L.CircleMarker).getElement();
        if (!element) return;
        element.setAttribute('tabindex', '0');
        element.setAttribute('role', 'button');
        element.setAttribute('aria-label', markerLabel);
        element.setAttribute('data-uls', uls);
        L.DomEvent.on(element as HTMLElement, 'keydown', (e) => {
          const key = (e as KeyboardEvent).key;
          if (key === 'Enter' || key === ' ') {
            L.DomEvent.preventDefault(e);
            L.DomEvent.stopPropagation(e);
            handlers.current?.activate(uls);
          }
        });
        L.DomEvent.on(element as HTMLElement, 'focus', () => handlers.current?.enter(uls));
        L.DomEvent.on(element as HTMLElement, 'blur', () => handlers.current?.leave(uls));
      },
      mouseover: () => handlers.current?.enter(uls),
      mouseout: () => handlers.current?.leave(uls),
      click: () => handlers.current?.activate(uls),
    }),
    [uls, markerLabel, handlers],
  );
  const pathOptions = useMemo(() => markerPathOptions(color, active), [color, active]);
  return <CircleMarker center={point.coords} radius={4} pathOptions={pathOptions} eventHandlers={interactive ? eventHandlers : undefined} interactive={interactive} bubblingMouseEvents={false} />;
}

/** A cluster bubble with its count; activating it zooms to where it splits. */
function ClusterMarker({ item, label }: { item: ClusterItem; label: string }) {
  const map = useMap();
  const size = clusterSize(item.count);
  const icon = useMemo(
    () =>
      L.divIcon({
        html: `<span>${item.count}</span>`,
        className: styles.cluster,
        iconSize: [size, size],
      }),
    [item.count, size],
  );
  const eventHandlers = useMemo(
    () => ({
      add(event: LeafletEvent) {
        (event.target as L.Marker).getElement()?.setAttribute('aria-label', label);
      },
      click: () => map.setView(item.coords, item.expansionZoom),
    }),
    [map, item.coords, item.expansionZoom, label],
  );
  return <Marker position={item.coords} icon={icon} keyboard eventHandlers={eventHandlers} />;
}

/** The Leaflet listings map (default export for `lazy()`). */
export default function ListingsMap({
  points,
  clusters: serverClusters,
  extent = null,
  label,
  markerColor,
  highlightedUls = null,
  highlightedPoint = null,
  onBoundsChange,
  fitToPoints = true,
  center = DEFAULT_CENTER,
  zoom = DEFAULT_ZOOM,
  onMarkerSelect,
  height = '100%',
  className,
  scrollWheelZoom = false,
  interactive = true,
}: ListingsMapProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { config } = useAppContext();
  const { boxRef, color } = useMarkerColor(markerColor);

  const [hoveredUls, setHoveredUls] = useState<string | null>(null);
  const [popup, setPopup] = useState<{ uls: string; pinned: boolean } | null>(null);
  const [view, setView] = useState<View | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const popupRef = useRef<L.Popup | null>(null);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const byUls = useMemo(() => new Map(points.map((p) => [p.uls, p])), [points]);
  // A listed card's point: a listing grouped in a server bubble is not among the markers.
  const pointOf = (uls: string | null) => (uls === null ? undefined : (byUls.get(uls) ?? (highlightedPoint?.uls === uls ? highlightedPoint : undefined)));
  const grouped = Boolean(serverClusters?.length);
  const clusterIndex = useMemo(() => (!grouped && points.length > CLUSTER_THRESHOLD ? createClusterIndex(points) : null), [points, grouped]);
  const clustered: MapItem[] = useMemo(() => {
    if (grouped && serverClusters) {
      const bubbles = serverClusters.map((cluster, id): ClusterItem => ({ kind: 'cluster', id, ...cluster }));
      const merged = view ? mergeTouchingClusters(bubbles, view.zoom) : bubbles;
      return [...points.map((point): MapItem => ({ kind: 'point', point })), ...merged];
    }
    if (!clusterIndex || !view) return points.map((point) => ({ kind: 'point', point }));
    return clusterIndex.itemsInView(view.bbox, view.zoom);
  }, [grouped, serverClusters, clusterIndex, view, points]);
  // A highlighted or open listing hidden in a cluster is drawn on its own, on top.
  const shownPoint = pointOf(highlightedUls) ?? pointOf(popup?.uls ?? null);
  const items: MapItem[] = useMemo(() => {
    if (!shownPoint || (!clusterIndex && !grouped)) return clustered;
    if (clustered.some((item) => item.kind === 'point' && item.point.uls === shownPoint.uls)) return clustered;
    return [...clustered, { kind: 'point', point: shownPoint }];
  }, [clustered, shownPoint, clusterIndex, grouped]);

  const scheduleClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setPopup((current) => (current && !current.pinned ? null : current)), POPUP_DELAY_MS);
  }, []);
  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);

  const handlers = useRef<MarkerHandlers>({ enter: () => {}, leave: () => {}, activate: () => {} });
  handlers.current = {
    enter(uls) {
      setHoveredUls(uls);
      cancelClose();
      clearTimeout(openTimer.current);
      openTimer.current = setTimeout(() => setPopup((current) => (current?.pinned && current.uls !== uls ? current : { uls, pinned: current?.uls === uls && current.pinned })), POPUP_DELAY_MS);
    },
    leave(uls) {
      setHoveredUls((current) => (current === uls ? null : current));
      clearTimeout(openTimer.current);
      scheduleClose();
    },
    activate(uls) {
      clearTimeout(openTimer.current);
      cancelClose();
      setPopup({ uls, pinned: true });
      onMarkerSelect?.(uls);
    },
  };

  const openPoint = pointOf(highlightedUls) ?? pointOf(popup?.uls ?? null);
  const popupPosition = useMemo(() => (openPoint ? openPoint.coords : null), [openPoint]);

  const onPopupClosed = useCallback((closed: L.Popup) => {
    if (closed === popupRef.current) setPopup(null);
  }, []);

  const markerLabel = (point: PropertyMapPoint) =>
    intl.formatMessage({ id: 'map.marker' }, { price: formatListingPrice(point.price, locale, false, intl.formatMessage({ id: 'properties.per-month' })) });

  return (
    <div ref={boxRef} className={[styles.box, className].filter(Boolean).join(' ')} style={{ height }} data-testid="listings-map">
      <MapContainer center={center} zoom={zoom} scrollWheelZoom={scrollWheelZoom} keyboard className={styles.map} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={config.tileUrl || FALLBACK_TILE_URL} attribution={config.tileAttribution || FALLBACK_ATTRIBUTION} />
        <MapController points={points} extent={extent} fitToPoints={fitToPoints} label={label} onBoundsChange={onBoundsChange} onView={setView} onPopupClosed={onPopupClosed} />
        {items.map((item) =>
          item.kind === 'point' ? (
            <ListingMarker
              key={item.point.uls}
              point={item.point}
              color={color}
              active={item.point.uls === hoveredUls || item.point.uls === highlightedUls}
              handlers={handlers}
              markerLabel={markerLabel(item.point)}
              interactive={interactive}
            />
          ) : (
            <ClusterMarker key={`c${item.id}`} item={item} label={intl.formatMessage({ id: 'map.cluster' }, { count: item.count })} />
          ),
        )}
        {interactive && openPoint && popupPosition ? (
          <Popup
            key={openPoint.uls}
            ref={popupRef}
            position={popupPosition}
            offset={[0, -6]}
            minWidth={240}
            maxWidth={280}
            // Only a pinned popup (click, Enter) may pan the map; hover and card highlights never move it.
            autoPan={Boolean(popup?.pinned && popup.uls === openPoint.uls && openPoint.uls !== highlightedUls)}
            className={styles.leafletPopup}
          >
            <div onMouseEnter={cancelClose} onMouseLeave={scheduleClose}>
              <PropertyPopup uls={openPoint.uls} price={openPoint.price} />
            </div>
          </Popup>
        ) : null}
      </MapContainer>
    </div>
  );
}
