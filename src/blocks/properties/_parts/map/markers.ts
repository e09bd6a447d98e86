/**
 * Hand-placed map markers (spec 001 §3 "Map items: coords {lat, lng}, hover_id, popup_repeater,
 * tooltip, main_title, description, cta, markerColor"): the `map_marker_item` and
 * `property_map_item` entries of the coordinates map and the full-width map, reduced to the points
 * the Leaflet map draws. Pure (no React, no Leaflet).
 */
import type { Block } from '../../../../schema/block';

/** One marker: a stable key, `[lat, lng]` in decimal degrees, an optional colour and its item. */
export interface MarkerPoint {
  key: string;
  coords: [number, number];
  /** `#rrggbb` from the item's `markerColor`; undefined: the block's or the theme's colour. */
  color?: string;
  item: Block;
}

/** Props of the Leaflet markers map (default export of ./MarkersMap, loaded lazily). */
export interface MarkersMapProps {
  markers: MarkerPoint[];
  /** Accessible name of the map region. */
  label: string;
  /** Marker colour (CSS colour); default the theme's primary colour. */
  markerColor?: string;
  /** Dragging and wheel zoom allowed (false while a click gateway covers the map). Default true. */
  interactive?: boolean;
  /** The mouse wheel zooms the map once interactive (false: the wheel keeps scrolling the page). Default true. */
  wheelZoom?: boolean;
  className?: string;
}

function coordsOf(item: Block): [number, number] | null {
  const coords = item.block_params.coords as { lat?: unknown; lng?: unknown } | undefined;
  if (!coords || typeof coords.lat !== 'number' || typeof coords.lng !== 'number') return null;
  return [coords.lat, coords.lng];
}

/** The items of `repeater` that carry coordinates, as markers (others are left off the map). */
export function markerPoints(repeater: ReadonlyArray<Block>): MarkerPoint[] {
  const points: MarkerPoint[] = [];
  repeater.forEach((item, index) => {
    const coords = coordsOf(item);
    if (!coords) return;
    const hoverId = item.block_params.hover_id;
    const color = item.block_params.markerColor;
    points.push({
      key: typeof hoverId === 'string' && hoverId ? hoverId : `marker-${index}`,
      coords,
      color: typeof color === 'string' ? color : undefined,
      item,
    });
  });
  return points;
}
