/**
 * Map answers that scale (spec 001 §4 "Maps", §7 `GET /properties` initial call): the matches of
 * a search grouped on the server for the map box that shows them, so a map of 20 000 results is a
 * few hundred bubbles instead of 20 000 points.
 *
 * The view is the map bounds of the search shown in the map box (`mapWidth` × `mapHeight` px),
 * or, without bounds, the extent of every match fitted in the box as the browser fits it (36 px
 * padding, zoom 15 at most). At that whole zoom the matches are grouped by a grid of
 * {@link CLUSTER_RADIUS_PX} px cells aligned on the world (a pan keeps the groups): a cell of one
 * listing is that listing's point, a cell of more a bubble at their mean position; bubbles that
 * would touch are merged. Every match is in exactly one bubble or point, so the bubbles' counts
 * and the points add up to the list's total. Above {@link CLUSTER_MAX_ZOOM} nothing is grouped.
 */
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX, fitZoom, latitudeOf, longitudeOf, MAX_EXPANSION_ZOOM, mercatorX, mercatorY, mergeTouchingClusters, TILE_PX } from '../../../lib/mapGeometry';
import type { PropertyMapCluster } from '../../../schema/listing';
import type { ListingBounds } from '../../db/repositories/listings';
import { WORLD_UNITS, type SiteListingIndex } from './listingIndex';
import type { SearchHits } from './listingSearch';

/** Up to this many matches a map answer lists every point (spec behaviour; the browser groups them). */
export const MAP_POINTS_LIMIT = 500;

/** A map box in px (CSS pixels of the visitor's screen). */
export interface MapBox {
  width: number;
  height: number;
}

/** The grouped map of a search: bubbles, the lone listings, the zoom, and the matches' extent. */
export interface ClusteredMap {
  clusters: PropertyMapCluster[];
  /** Listing numbers (index rows) of the listings drawn as points. */
  points: number[];
  zoom: number;
  /** `[[south, west], [north, east]]` of every match; null when the search had map bounds. */
  extent: [[number, number], [number, number]] | null;
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * Groups the matches of a search (`matchHits`) for a map box, in one pass over the matches to fill
 * the grid.
 * @param bounds the search's map bounds (the visible map), or null to fit every match (then `matched` comes from
 *   `matchHits(…, true)`, which measures their extent)
 */
export function clusterMatches(index: SiteListingIndex, matched: SearchHits, bounds: ListingBounds | null, box: MapBox): ClusteredMap {
  let view: [[number, number], [number, number]];
  let extent: ClusteredMap['extent'] = null;
  let zoom: number;
  if (bounds) {
    view = [
      [bounds.south, bounds.west],
      [bounds.north, bounds.east],
    ];
    zoom = fitZoom(view, box.width, box.height, 0, MAX_EXPANSION_ZOOM);
  } else {
    view = extent = matchesExtent(matched);
    zoom = fitZoom(extent, box.width, box.height);
  }
  if (zoom > CLUSTER_MAX_ZOOM) return { clusters: [], points: Array.from(matched.listings.slice().sort()), zoom, extent };
  const { clusters, points } = gridClusters(index, matched.listings, view, zoom);
  return { clusters: mergeTouchingClusters(clusters, zoom), points, zoom, extent };
}

/**
 * `[[south, west], [north, east]]` of the matches as `matchHits(…, true)` measured them, rounded to
 * 5 decimals (the world's centre without matches).
 * @throws Error when the hits were marked without their extent
 */
function matchesExtent({ extent }: SearchHits): [[number, number], [number, number]] {
  if (extent === undefined) throw new Error('clusterMatches: a map without bounds needs the matches’ extent (matchHits with withExtent)');
  if (!extent)
    return [
      [0, 0],
      [0, 0],
    ];
  return [
    [round5(latitudeOf(extent.south / WORLD_UNITS)), round5(longitudeOf(extent.west / WORLD_UNITS))],
    [round5(latitudeOf(extent.north / WORLD_UNITS)), round5(longitudeOf(extent.east / WORLD_UNITS))],
  ];
}

/**
 * The matches inside `view` counted in cells of {@link CLUSTER_RADIUS_PX} at `zoom`, aligned on
 * the world (a pan keeps the groups): bubbles at their listings' mean position, lone listings apart.
 */
function gridClusters({ worldX, worldY }: SiteListingIndex, listings: Uint32Array, [[south, west], [north, east]]: [[number, number], [number, number]], zoom: number) {
  const cellsPerUnit = (TILE_PX * 2 ** zoom) / CLUSTER_RADIUS_PX / WORLD_UNITS;
  // One cell of margin: a listing on the view's edge may round one cell out.
  const left = Math.floor(mercatorX(west) * WORLD_UNITS * cellsPerUnit) - 1;
  const top = Math.floor(mercatorY(north) * WORLD_UNITS * cellsPerUnit) - 1;
  const columns = Math.floor(mercatorX(east) * WORLD_UNITS * cellsPerUnit) - left + 2;
  const rows = Math.floor(mercatorY(south) * WORLD_UNITS * cellsPerUnit) - top + 2;
  const cells = columns * rows;
  // LANES accumulators per cell, the j-th match adding to lane j % LANES: a broad search puts
  // most of a million listings in a handful of cells, and one accumulator per cell made each
  // addition wait for the previous one (17 ns a listing; a quarter of that with four lanes).
  const slots = cells * LANES;
  const count = new Uint32Array(slots);
  const first = new Uint32Array(slots);
  // Per slot, side by side (one cache line, not four arrays apart: a third of the pass): the
  // offsets from the cell's corner, x and y, and their squares. The mean gives the bubble's place,
  // the variance its spread (the zoom where it splits).
  const sums = new Float64Array(slots * SUMS);
  const unitsPerCell = 1 / cellsPerUnit;
  for (let j = 0; j < listings.length; j++) {
    const i = listings[j];
    const x = worldX[i];
    const y = worldY[i];
    // Positive and under 300 000 cells across the world at the deepest grouped zoom: `| 0`
    // floors them in integer arithmetic.
    const cellX = (x * cellsPerUnit) | 0;
    const cellY = (y * cellsPerUnit) | 0;
    const slot = ((cellY - top) * columns + (cellX - left)) * LANES + (j & (LANES - 1));
    if (count[slot]++ === 0) first[slot] = i;
    const dx = x - cellX * unitsPerCell;
    const dy = y - cellY * unitsPerCell;
    const at = slot * SUMS;
    sums[at] += dx;
    sums[at + 1] += dy;
    sums[at + 2] += dx * dx;
    sums[at + 3] += dy * dy;
  }

  const clusters: PropertyMapCluster[] = [];
  const points: number[] = [];
  for (let cell = 0; cell < cells; cell++) {
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let lone = 0;
    for (let slot = cell * LANES; slot < (cell + 1) * LANES; slot++) {
      if (count[slot] === 0) continue;
      n += count[slot];
      const at = slot * SUMS;
      sx += sums[at];
      sy += sums[at + 1];
      sxx += sums[at + 2];
      syy += sums[at + 3];
      lone = first[slot];
    }
    if (n === 0) continue;
    if (n === 1) {
      points.push(lone);
      continue;
    }
    const cornerX = ((cell % columns) + left) * unitsPerCell;
    const cornerY = (Math.floor(cell / columns) + top) * unitsPerCell;
    const meanX = sx / n;
    const meanY = sy / n;
    const variance = Math.max(0, sxx / n - meanX * meanX) + Math.max(0, syy / n - meanY * meanY);
    clusters.push({
      coords: [round5(latitudeOf((cornerY + meanY) / WORLD_UNITS)), round5(longitudeOf((cornerX + meanX) / WORLD_UNITS))],
      count: n,
      // Three standard deviations: about the group's width.
      expansionZoom: expansionZoom((3 * Math.sqrt(variance)) / WORLD_UNITS, zoom),
    });
  }
  return { clusters, points };
}

/** Accumulators per grid cell (a power of two). */
const LANES = 4;

/** Sums kept per accumulator: x, y, x², y². */
const SUMS = 4;

/**
 * The zoom at which listings spread over `span` (world fraction) stand at least a grouping radius
 * apart, so the bubble splits: one level deeper at least, {@link MAX_EXPANSION_ZOOM} at most
 * (listings at one address stay grouped until then).
 */
function expansionZoom(span: number, zoom: number): number {
  if (span <= 0) return MAX_EXPANSION_ZOOM;
  const level = Math.ceil(Math.log2(CLUSTER_RADIUS_PX / (span * TILE_PX)));
  return Math.max(zoom + 1, Math.min(MAX_EXPANSION_ZOOM, level));
}
