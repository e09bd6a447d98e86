/**
 * Conversions between the map's bounds and the search filter `map_bounds` (spec 001 §3 "Search
 * filter state"). Pure: takes plain corner objects so it runs without Leaflet.
 */
import type { PropertyMapPoint } from '../../../../schema/listing';
import type { MapBounds } from '../../../../schema/listingValues';

/** A `[lat, lng]` corner pair: south-west then north-east. */
export type CornerPair = [[number, number], [number, number]];

/** Decimal places kept in `map_bounds` (≈1 m), so the query string stays short and stable. */
const PRECISION = 1e5;
const round = (value: number) => Math.round(value * PRECISION) / PRECISION;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * `map_bounds` of a Leaflet-like bounds (south-west and north-east `{lat, lng}`), rounded to 5
 * decimals and clamped to valid latitudes (±90) and longitudes (±180).
 */
export function toMapBounds(southWest: { lat: number; lng: number }, northEast: { lat: number; lng: number }): MapBounds {
  return {
    NorthEast_lat: round(clamp(northEast.lat, -90, 90)),
    NorthEast_lng: round(clamp(northEast.lng, -180, 180)),
    SouthWest_lat: round(clamp(southWest.lat, -90, 90)),
    SouthWest_lng: round(clamp(southWest.lng, -180, 180)),
  };
}

/** The corner pair of a `map_bounds` value (for `map.fitBounds`). */
export function fromMapBounds(bounds: MapBounds): CornerPair {
  return [
    [bounds.SouthWest_lat, bounds.SouthWest_lng],
    [bounds.NorthEast_lat, bounds.NorthEast_lng],
  ];
}

/** The smallest corner pair holding every point, or null without points. */
export function pointsBounds(points: readonly PropertyMapPoint[]): CornerPair | null {
  if (!points.length) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { coords } of points) {
    south = Math.min(south, coords[0]);
    north = Math.max(north, coords[0]);
    west = Math.min(west, coords[1]);
    east = Math.max(east, coords[1]);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** `[west, south, east, north]` (supercluster's bbox) of a corner pair. */
export function toBBox([[south, west], [north, east]]: CornerPair): [number, number, number, number] {
  return [west, south, east, north];
}
