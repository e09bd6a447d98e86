/**
 * The Leaflet offices map (default export, loaded by `LazyOfficesMap` in its own chunk with
 * Leaflet and its CSS). Tiles from `config.tileUrl`; circle markers styled like the listings map
 * (radius 4, weight 26, darker when hovered or active); markers are focusable buttons (Enter or
 * Space activates); the view fits every office, then centres on the active one (zoom 15) and opens
 * its popup (name, photo, address, links, directions). Focus inside a popup makes its office active.
 */
import 'leaflet/dist/leaflet.css';
import L, { type LeafletEvent } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { CircleMarker, MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import { useAppContext, useLocalized } from '../../../runtime/AppContext';
import { Image } from '../../../ui/Image';
import { markerPathOptions } from '../../../properties/_parts/map/markerStyle';
import { useMarkerColor } from '../../../properties/_parts/map/useMarkerColor';
import mapStyles from '../../../properties/_parts/map/ListingsMap.module.css';
import { OfficeDetails } from '../OfficeDetails';
import type { OfficeEntry } from '../offices';
import type { OfficesMapProps } from './types';
import styles from './OfficesMap.module.css';

const FALLBACK_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const FALLBACK_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Zoom when centring on the active office. */
export const ACTIVE_OFFICE_ZOOM = 15;

type Located = OfficeEntry & { coords: [number, number] };

/** Fits every office, then follows the active one; names the map region. */
function ViewController({ offices, activeKey, label }: { offices: Located[]; activeKey: string | null; label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-roledescription', 'map');
  }, [map, label]);
  const key = offices.map((office) => office.key).join(',');
  useEffect(() => {
    if (offices.length === 0) return;
    if (offices.length === 1) map.setView(offices[0].coords, ACTIVE_OFFICE_ZOOM, { animate: false });
    else map.fitBounds(L.latLngBounds(offices.map((office) => office.coords)), { padding: [48, 48], maxZoom: ACTIVE_OFFICE_ZOOM, animate: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a new set of offices refits.
  }, [map, key]);
  useEffect(() => {
    const active = offices.find((office) => office.key === activeKey);
    if (active) map.setView(active.coords, Math.max(map.getZoom(), ACTIVE_OFFICE_ZOOM));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a newly chosen office recentres the map; a new list of offices refits it above
  }, [map, activeKey]);
  return null;
}

function OfficeMarker({ office, color, highlighted, label, handlers }: {
  office: Located;
  color: string;
  highlighted: boolean;
  label: string;
  handlers: React.RefObject<Pick<OfficesMapProps, 'onActivate' | 'onHover'>>;
}) {
  const { key } = office;
  const eventHandlers = useMemo(
    () => ({
      add(event: LeafletEvent) {
        const element = (event.target as L.CircleMarker).getElement() as HTMLElement | undefined;
        if (!element) return;
        element.setAttribute('tabindex', '0');
        element.setAttribute('role', 'button');
        element.setAttribute('aria-label', label);
        element.setAttribute('data-office', key);
        L.DomEvent.on(element, 'keydown', (e) => {
          const pressed = (e as KeyboardEvent).key;
          if (pressed === 'Enter' || pressed === ' ') {
            L.DomEvent.preventDefault(e);
            handlers.current?.onActivate(key);
          }
        });
        L.DomEvent.on(element, 'focus', () => handlers.current?.onHover(key));
        L.DomEvent.on(element, 'blur', () => handlers.current?.onHover(null));
      },
      mouseover: () => handlers.current?.onHover(key),
      mouseout: () => handlers.current?.onHover(null),
      click: () => handlers.current?.onActivate(key),
    }),
    [key, label, handlers],
  );
  const pathOptions = useMemo(() => markerPathOptions(color, highlighted), [color, highlighted]);
  return <CircleMarker center={office.coords} radius={4} pathOptions={pathOptions} eventHandlers={eventHandlers} bubblingMouseEvents={false} />;
}

export default function OfficesMap({ offices, label, activeKey, hoveredKey, onActivate, onHover, markerColor, className }: OfficesMapProps) {
  const { config } = useAppContext();
  const localize = useLocalized();
  const { boxRef, color } = useMarkerColor(markerColor);
  const handlers = useRef({ onActivate, onHover });
  handlers.current = { onActivate, onHover };
  const located = offices.filter((office): office is Located => office.coords !== null);
  const active = located.find((office) => office.key === activeKey);
  const center: [number, number] = located[0]?.coords ?? [45.5, -73.55];

  return (
    <div ref={boxRef} className={[mapStyles.box, className].filter(Boolean).join(' ')} data-testid="offices-map">
      <MapContainer center={center} zoom={11} scrollWheelZoom={false} keyboard className={mapStyles.map} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={config.tileUrl || FALLBACK_TILE_URL} attribution={config.tileAttribution || FALLBACK_ATTRIBUTION} />
        <ViewController offices={located} activeKey={activeKey} label={label} />
        {located.map((office) => (
          <OfficeMarker
            key={office.key}
            office={office}
            color={office.item.block_params.markerColor || color}
            highlighted={office.key === hoveredKey || office.key === activeKey}
            label={localize(office.item.fields.main_title) ?? ''}
            handlers={handlers}
          />
        ))}
        {active ? (
          <Popup key={active.key} position={active.coords} offset={[0, -6]} minWidth={240} maxWidth={300} autoPan className={mapStyles.leafletPopup}>
            <div className={styles.popup} data-testid="office-popup" onFocus={() => onActivate(active.key)}>
              <Image value={active.item.fields.image} placeholder="office" aspectRatio="16 / 9" alt="" className={styles.popupImage} sizes="320px" />
              <div className={styles.popupBody}>
                <p className={styles.popupTitle}>{localize(active.item.fields.main_title)}</p>
                <OfficeDetails item={active.item} compact />
              </div>
            </div>
          </Popup>
        ) : null}
      </MapContainer>
    </div>
  );
}
