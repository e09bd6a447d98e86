/**
 * The Leaflet map of hand-placed markers (default export, loaded by `LazyMarkersMap` in its own
 * chunk with Leaflet and its CSS) of the coordinates map and the full-width map (spec 001 §3 "Map
 * items", §4 "Maps", §9 "Maps"). Tiles from `config.tileUrl`; circle markers in the listings map's
 * style (radius 4, weight 26, darker when hovered); a marker's `tooltip` (or title) on hover; a
 * click or Enter/Space opens its popup (title, description, call to action, listings of
 * `popup_repeater`). The view fits every marker (zoom 15 for a single one).
 *
 * `interactive` false turns dragging, wheel, touch and double-click zoom off (a click gateway
 * covers the map); true turns them on, the wheel zoom only with `wheelZoom` (default true).
 */
import 'leaflet/dist/leaflet.css';
import L, { type LeafletEvent } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { Block } from '../../../../schema/block';
import type { LinkValue } from '../../../../schema/content';
import { useAppContext, useLocalized } from '../../../runtime/AppContext';
import { Image } from '../../../ui/Image';
import { Link } from '../../../ui/Link';
import { RichText } from '../../../ui/RichText';
import styles from './ListingsMap.module.css';
import { markerPathOptions } from './markerStyle';
import { useMarkerColor } from './useMarkerColor';
import type { MarkerPoint, MarkersMapProps } from './markers';

const FALLBACK_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const FALLBACK_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Zoom of a map showing a single marker. */
export const SINGLE_MARKER_ZOOM = 15;

type Localized = { fr?: string; en?: string } | undefined;

/** Fits the markers, names the region and applies `interactive` (and `wheelZoom`). */
function ViewController({ markers, label, interactive, wheelZoom }: { markers: MarkerPoint[]; label: string; interactive: boolean; wheelZoom: boolean }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-roledescription', 'map');
  }, [map, label]);
  const key = markers.map((marker) => marker.coords.join(':')).join(',');
  useEffect(() => {
    if (markers.length === 1) map.setView(markers[0].coords, SINGLE_MARKER_ZOOM, { animate: false });
    else if (markers.length > 1) map.fitBounds(L.latLngBounds(markers.map((marker) => marker.coords)), { padding: [48, 48], maxZoom: SINGLE_MARKER_ZOOM, animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a new set of markers refits.
  }, [map, key]);
  useEffect(() => {
    for (const handler of [map.dragging, map.touchZoom, map.doubleClickZoom]) {
      if (interactive) handler.enable();
      else handler.disable();
    }
    if (interactive && wheelZoom) map.scrollWheelZoom.enable();
    else map.scrollWheelZoom.disable();
    map.getContainer().setAttribute('data-interactive', String(interactive));
  }, [map, interactive, wheelZoom]);
  return null;
}

/** Popup body of one `property_map_item` (media, titles, link). */
function ListingEntry({ item }: { item: Block }) {
  const localize = useLocalized();
  const fields = item.fields as Record<string, unknown>;
  return (
    <div className={styles.popup}>
      {fields.media ? <Image value={fields.media as never} placeholder="brand" aspectRatio="16 / 9" alt="" sizes="300px" /> : null}
      <div className={styles.popupBody}>
        <p className={styles.popupPrice}>{localize(fields.main_title as Localized)}</p>
        {fields.sub_title ? <p className={styles.popupAddress}>{localize(fields.sub_title as Localized)}</p> : null}
        {fields.secondary_title ? <p className={styles.popupAddress}>{localize(fields.secondary_title as Localized)}</p> : null}
        {fields.link ? <Link value={fields.link as LinkValue} /> : null}
      </div>
    </div>
  );
}

/** Popup body of a marker: a `property_map_item` itself, or a `map_marker_item`'s text and entries. */
function MarkerPopup({ item }: { item: Block }) {
  const localize = useLocalized();
  if (item.block_type === 'property_map_item') return <ListingEntry item={item} />;
  const fields = item.fields as Record<string, unknown>;
  const entries = (fields.popup_repeater as Block[] | undefined) ?? [];
  return (
    <div className={styles.popup} data-testid="marker-popup">
      <div className={styles.popupBody}>
        {fields.main_title ? <p className={styles.popupPrice}>{localize(fields.main_title as Localized)}</p> : null}
        {fields.description ? <RichText value={fields.description as never} size="small" /> : null}
        {fields.cta ? <Link value={fields.cta as LinkValue} /> : null}
      </div>
      {entries.map((entry, index) => (
        <ListingEntry key={index} item={entry} />
      ))}
    </div>
  );
}

function MarkerDot({ marker, color, label }: { marker: MarkerPoint; color: string; label: string }) {
  const localize = useLocalized();
  const [hovered, setHovered] = useState(false);
  const eventHandlers = useMemo(
    () => ({
      add(event: LeafletEvent) {
        const layer = event.target as L.CircleMarker;
        const element = layer.getElement() as HTMLElement | undefined;
        if (!element) return;
        element.setAttribute('tabindex', '0');
        element.setAttribute('role', 'button');
        element.setAttribute('aria-label', label);
        L.DomEvent.on(element, 'keydown', (e) => {
          const pressed = (e as KeyboardEvent).key;
          if (pressed === 'Enter' || pressed === ' ') {
            L.DomEvent.preventDefault(e);
            layer.openPopup();
          }
        });
      },
      mouseover: () => setHovered(true),
      mouseout: () => setHovered(false),
    }),
    [label],
  );
  const pathOptions = useMemo(() => markerPathOptions(color, hovered), [color, hovered]);
  const fields = marker.item.fields as Record<string, unknown>;
  const tooltip = localize((fields.tooltip ?? fields.main_title) as Localized);
  return (
    <CircleMarker center={marker.coords} radius={4} pathOptions={pathOptions} eventHandlers={eventHandlers} bubblingMouseEvents={false}>
      {tooltip ? (
        <Tooltip direction="top" offset={[0, -10]}>
          {tooltip}
        </Tooltip>
      ) : null}
      <Popup offset={[0, -6]} minWidth={240} maxWidth={300} className={styles.leafletPopup}>
        <MarkerPopup item={marker.item} />
      </Popup>
    </CircleMarker>
  );
}

export default function MarkersMap({ markers, label, markerColor, interactive = true, wheelZoom = true, className }: MarkersMapProps) {
  const { config } = useAppContext();
  const localize = useLocalized();
  const { boxRef, color } = useMarkerColor(markerColor);
  const center: [number, number] = markers[0]?.coords ?? [45.5, -73.55];
  return (
    <div ref={boxRef} className={[styles.box, className].filter(Boolean).join(' ')} data-testid="markers-map">
      <MapContainer
        center={center}
        zoom={12}
        scrollWheelZoom={interactive && wheelZoom}
        dragging={interactive}
        touchZoom={interactive}
        doubleClickZoom={interactive}
        keyboard
        className={styles.map}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={config.tileUrl || FALLBACK_TILE_URL} attribution={config.tileAttribution || FALLBACK_ATTRIBUTION} />
        <ViewController markers={markers} label={label} interactive={interactive} wheelZoom={wheelZoom} />
        {markers.map((marker) => {
          const fields = marker.item.fields as Record<string, unknown>;
          return <MarkerDot key={marker.key} marker={marker} color={marker.color || color} label={localize((fields.main_title ?? fields.tooltip) as Localized) ?? label} />;
        })}
      </MapContainer>
    </div>
  );
}
