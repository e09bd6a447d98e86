/**
 * Web Mercator geometry of the listings map, shared by the browser's map and the server that
 * clusters a search's listings (spec 001 §4 "Maps"): world pixels on Leaflet's 256 px tiles,
 * cluster bubble sizes, the zoom at which an extent fits a map box, and the merging of bubbles
 * that would be drawn over each other. Pure: no Leaflet, no DOM.
 */

/** Tile size in px of the map's Web Mercator world (Leaflet's tiles). */
export const TILE_PX = 256;
/** Grouping radius of clusters in px: listings closer than this at a zoom share a bubble. */
export const CLUSTER_RADIUS_PX = 60;
/** Above this zoom listings are never grouped (a street's houses are drawn one by one). */
export const CLUSTER_MAX_ZOOM = 16;
/** Deepest zoom a cluster's click zooms to. */
export const MAX_EXPANSION_ZOOM = 18;
/** Padding in px kept around listings when the map is fitted to them. */
export const FIT_PADDING_PX = 36;
/** Deepest zoom a fit to listings goes to. */
export const FIT_MAX_ZOOM = 15;

/** A cluster bubble: `[lat, lng]` centre (decimal degrees), number of listings, zoom where it splits. */
export interface MapClusterShape {
  coords: [number, number];
  count: number;
  expansionZoom: number;
}

/** Diameter in px of a cluster bubble of `count` listings: 34, 42, 50 or 58. */
export function clusterSize(count: number): number {
  return count < 10 ? 34 : count < 100 ? 42 : count < 1000 ? 50 : 58;
}

/** Position of a latitude on the Mercator world as a fraction 0 (north) … 1 (south). */
export function mercatorY(lat: number): number {
  const sin = Math.sin((Math.max(-85.05113, Math.min(85.05113, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** Position of a longitude on the Mercator world as a fraction 0 (180° W) … 1 (180° E). */
export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

/** Latitude of a Mercator world fraction (inverse of {@link mercatorY}). */
export function latitudeOf(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** Longitude of a Mercator world fraction (inverse of {@link mercatorX}). */
export function longitudeOf(x: number): number {
  return x * 360 - 180;
}

/** Position in px of `[lat, lng]` on a Web Mercator world of 256 × 2^zoom px (Leaflet's tiles). */
export function worldPixels([lat, lng]: [number, number], zoom: number): [number, number] {
  const scale = TILE_PX * 2 ** zoom;
  return [mercatorX(lng) * scale, mercatorY(lat) * scale];
}

/**
 * The whole zoom at which a map box of `width` × `height` px shows the extent
 * `[[south, west], [north, east]]` with `padding` px on each side, as Leaflet's `fitBounds`
 * decides it (zoom snap 1, within 1 % of a level counts as that level), capped at `maxZoom`.
 * A point-sized extent gets `maxZoom`.
 */
export function fitZoom([[south, west], [north, east]]: [[number, number], [number, number]], width: number, height: number, padding = FIT_PADDING_PX, maxZoom = FIT_MAX_ZOOM): number {
  const spanX = (mercatorX(east) - mercatorX(west)) * TILE_PX;
  const spanY = (mercatorY(south) - mercatorY(north)) * TILE_PX;
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  if (!Number.isFinite(scale) || scale <= 0) return scale > 0 ? maxZoom : 0;
  const zoom = Math.floor(Math.round(Math.log2(scale) * 100) / 100);
  return Math.max(0, Math.min(maxZoom, zoom));
}

/**
 * Bubbles that would still touch at `zoom` merged into one (counts added, centred on their
 * listings, splitting at the earlier zoom). The grouping radius keeps most bubbles apart, but
 * groups centred on their listings can end up closer than their sizes, and bubbles drawn over
 * each other are touch targets covering each other (WCAG 2.5.8). Passes over the pairs repeat
 * until no two touch; the first of a merged pair keeps its identity (its other properties).
 */
export function mergeTouchingClusters<C extends MapClusterShape>(clusters: readonly C[], zoom: number): C[] {
  let live = clusters.slice();
  for (let merged = true; merged;) {
    merged = false;
    const pixels = live.map((cluster) => worldPixels(cluster.coords, zoom));
    const gone = new Uint8Array(live.length);
    for (let a = 0; a < live.length; a++) {
      if (gone[a]) continue;
      for (let b = a + 1; b < live.length; b++) {
        if (gone[b]) continue;
        const first = live[a]!;
        const second = live[b]!;
        const [ax, ay] = pixels[a]!;
        const [bx, by] = pixels[b]!;
        if (Math.hypot(ax - bx, ay - by) >= (clusterSize(first.count) + clusterSize(second.count)) / 2) continue;
        const count = first.count + second.count;
        live[a] = {
          ...first,
          count,
          coords: [(first.coords[0] * first.count + second.coords[0] * second.count) / count, (first.coords[1] * first.count + second.coords[1] * second.count) / count],
          expansionZoom: Math.min(first.expansionZoom, second.expansionZoom),
        };
        pixels[a] = worldPixels(live[a]!.coords, zoom);
        gone[b] = 1;
        merged = true;
      }
    }
    if (merged) live = live.filter((_, i) => !gone[i]);
  }
  return live;
}
