/**
 * Contract of the listings map (spec 001 §4 "Maps", §9 "Maps"), shared by
 * `properties_block`, `sold_properties_block` and `search_properties_block`.
 *
 * The component is `LazyListingsMap` (src/blocks/properties/map/LazyListingsMap.tsx): a
 * placeholder of the same size until the block enters the viewport, then Leaflet loads (its own
 * chunk) with tiles from `config.tileUrl`. Markers are circle markers per spec 001 §9 (radius 4,
 * weight 26, opacity 0.2 / 0.4 hovered, hover colour shade 0.85/0.8), popups/tooltips open after
 * 50 ms; popup content comes from `api.propertyTooltip` (fetched once per MLS number and cached per
 * page); hundreds of markers in view are clustered (supercluster).
 */
import type { PropertyMapCluster, PropertyMapPoint } from '../../../../schema/listing';
import type { MapBounds } from '../../../../schema/listingValues';

export interface ListingsMapProps {
  /** Markers: MLS number, `[lat, lng]`, price (CAD). */
  points: PropertyMapPoint[];
  /**
   * Bubbles grouped on the server for this map's box (`GET /properties` with `mapWidth`,
   * `mapHeight`), drawn beside `points` (then the lone listings); none by default.
   */
  clusters?: PropertyMapCluster[];
  /** `[[south, west], [north, east]]` to fit to instead of the points' extent (every match of a grouped answer). */
  extent?: [[number, number], [number, number]] | null;
  /** Accessible name of the map region (e.g. "Carte des propriétés"). */
  label: string;
  /** Marker colour (CSS colour); default the theme's primary colour. */
  markerColor?: string;
  /** MLS number highlighted from outside (a hovered card): marker darkened, popup forced open. */
  highlightedUls?: string | null;
  /** The highlighted listing's point when it may be grouped in a bubble (drawn on its own, on top). */
  highlightedPoint?: PropertyMapPoint | null;
  /** Called when the visitor pans or zooms (never for programmatic fits), debounced 300 ms. */
  onBoundsChange?: (bounds: MapBounds) => void;
  /** Fit the view to `points` when they change (default true); false keeps the visitor's view. */
  fitToPoints?: boolean;
  /** Initial view when there are no points: centre `[lat, lng]` and zoom (default: Montréal area, 9). */
  center?: [number, number];
  zoom?: number;
  /** Called when a marker is activated (click / Enter); default opens its popup. */
  onMarkerSelect?: (uls: string) => void;
  /** Height of the map box in px or any CSS length (default 100% of the parent). */
  height?: number | string;
  className?: string;
  /**
   * Markers open popups and take focus (default true); false draws them as a picture only (sold
   * listings have no page to open).
   */
  interactive?: boolean;
  /** Zoom with the mouse wheel (default false: a map inside a page must not trap page scrolling). */
  scrollWheelZoom?: boolean;
}
