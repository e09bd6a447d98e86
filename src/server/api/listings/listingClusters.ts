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
import { extentOfListings, type SearchHits } from './listingSearch';

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
 * Groups the matches of a search (`matchHits`) for a map box: one pass over the matches fills the
 * grid, or, for a fitted map of most listings, over those left out of the kept grid of every listing.
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
  // A fitted map of most listings (a search with few or no filters) takes the grid of every
  // listing and removes the few that do not match, instead of adding the many that do: when
  // fewer than half as many, as removing one costs about twice as much (a pass over every listing).
  const everyListing = !bounds && 2 * (index.size - matched.count) < matched.count ? everyListingGrid(index, zoom) : null;
  const { clusters, points } = everyListing ? gridWithout(index, matched.hits, everyListing, zoom) : gridClusters(index, matched, view, zoom);
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
 * A grid of {@link CLUSTER_RADIUS_PX} px cells at one zoom, aligned on the world: `columns` ×
 * `rows` cells from cell (`left`, `top`), row-major, `lanes` accumulators per cell. Per
 * accumulator: how many listings it holds, the XOR of their numbers (the listing itself when it
 * holds one) and {@link SUMS} sums of their offsets from the cell's corner.
 */
interface Grid {
  cellsPerUnit: number;
  left: number;
  top: number;
  columns: number;
  rows: number;
  lanes: number;
  count: Int32Array;
  xor: Uint32Array;
  sums: Float64Array;
}

/** Where a grid covering world units `[west, east]` × `[north, south]` at `zoom` stands. */
function gridShape(west: number, east: number, north: number, south: number, zoom: number) {
  const cellsPerUnit = (TILE_PX * 2 ** zoom) / CLUSTER_RADIUS_PX / WORLD_UNITS;
  // One cell of margin: a listing on the edge may round one cell out.
  const left = Math.floor(west * cellsPerUnit) - 1;
  const top = Math.floor(north * cellsPerUnit) - 1;
  const columns = Math.floor(east * cellsPerUnit) - left + 2;
  const rows = Math.floor(south * cellsPerUnit) - top + 2;
  return { cellsPerUnit, left, top, columns, rows };
}

/** An empty grid of this shape, `lanes` accumulators per cell. */
function emptyGrid(shape: ReturnType<typeof gridShape>, lanes: number): Grid {
  const slots = shape.columns * shape.rows * lanes;
  return { ...shape, lanes, count: new Int32Array(slots), xor: new Uint32Array(slots), sums: new Float64Array(slots * SUMS) };
}

/**
 * The matches inside `view` counted in cells of {@link CLUSTER_RADIUS_PX} at `zoom`, aligned on
 * the world (a pan keeps the groups): bubbles at their listings' mean position, lone listings apart.
 */
function gridClusters(index: SiteListingIndex, matched: SearchHits, [[south, west], [north, east]]: [[number, number], [number, number]], zoom: number) {
  const grid = emptyGrid(gridShape(mercatorX(west) * WORLD_UNITS, mercatorX(east) * WORLD_UNITS, mercatorY(north) * WORLD_UNITS, mercatorY(south) * WORLD_UNITS, zoom), LANES);
  // Matches listed by place, and many: their positions are read in index order.
  if (!matched.inIndexOrder && SCATTERED_SCAN_SHARE * matched.count > index.size) addHits(index, matched.hits, 1, 1, grid);
  else accumulate(index, matched.listings, grid);
  return gridGroups(grid, zoom);
}

/**
 * Above one match in this many listings, matches not in index order are added by a pass over the
 * hit table rather than one by one (a read at random costs about as much as 30 hits read in a row).
 */
const SCATTERED_SCAN_SHARE = 30;

/**
 * Adds these listings to the grid, the j-th to lane j % lanes: a broad search puts most of a
 * million listings in a handful of cells, and one accumulator per cell made each addition wait
 * for the previous one (17 ns a listing; a quarter of that with four lanes).
 */
function accumulate({ worldX, worldY }: SiteListingIndex, listings: Uint32Array, grid: Grid): void {
  const { cellsPerUnit, left, top, columns, lanes, count, xor, sums } = grid;
  const unitsPerCell = 1 / cellsPerUnit;
  for (let j = 0; j < listings.length; j++) {
    const i = listings[j];
    const x = worldX[i];
    const y = worldY[i];
    // Positive and under 300 000 cells across the world at the deepest grouped zoom: `| 0`
    // floors them in integer arithmetic.
    const cellX = (x * cellsPerUnit) | 0;
    const cellY = (y * cellsPerUnit) | 0;
    const slot = ((cellY - top) * columns + (cellX - left)) * lanes + (j & (lanes - 1));
    count[slot]++;
    xor[slot] ^= i;
    // Side by side per slot (one cache line, not four arrays apart: a third of the pass): the
    // offsets from the cell's corner, x and y, and their squares. The mean gives the bubble's
    // place, the variance its spread (the zoom where it splits).
    const dx = x - cellX * unitsPerCell;
    const dy = y - cellY * unitsPerCell;
    const at = slot * SUMS;
    sums[at] += dx;
    sums[at + 1] += dy;
    sums[at + 2] += dx * dx;
    sums[at + 3] += dy * dy;
  }
}

/** Most cells of a kept grid of every listing (40 bytes each): the zooms a province fits at. */
const MAX_EVERY_LISTING_CELLS = 2 ** 14;

/** Grids of every listing of an index by zoom (null: too many cells), kept as long as the index. */
const everyListingGrids = new WeakMap<SiteListingIndex, Map<number, Grid | null>>();

/**
 * Every listing of the index counted in the world-aligned grid of `zoom`, one accumulator per
 * cell: made on the first fitted map of most listings at that zoom, then kept with the index
 * (≈ 15 ms for a million listings, once). Null when the listings spread over more than
 * {@link MAX_EVERY_LISTING_CELLS} cells at that zoom.
 */
function everyListingGrid(index: SiteListingIndex, zoom: number): Grid | null {
  let grids = everyListingGrids.get(index);
  if (!grids) everyListingGrids.set(index, (grids = new Map()));
  let kept = grids.get(zoom);
  if (kept !== undefined) return kept;
  const every = Uint32Array.from({ length: index.size }, (_, i) => i);
  kept = null;
  const extent = index.size > 0 ? extentOfListings(index, every) : null;
  const shape = extent ? gridShape(extent.west, extent.east, extent.north, extent.south, zoom) : null;
  if (shape && shape.columns * shape.rows <= MAX_EVERY_LISTING_CELLS) {
    const grid = emptyGrid(shape, LANES);
    accumulate(index, every, grid);
    kept = withLanes(grid, 1);
  }
  grids.set(zoom, kept);
  return kept;
}

/** A copy of the grid with `lanes` accumulators per cell (its lanes added up into the first). */
function withLanes(grid: Grid, lanes: number): Grid {
  const copy = emptyGrid(grid, lanes);
  for (let slot = 0; slot < grid.count.length; slot++) {
    const to = Math.floor(slot / grid.lanes) * lanes;
    copy.count[to] += grid.count[slot];
    copy.xor[to] ^= grid.xor[slot];
    for (let k = 0; k < SUMS; k++) copy.sums[to * SUMS + k] += grid.sums[slot * SUMS + k];
  }
  return copy;
}

/**
 * The groups of the listings hit (`hits[i]` 1), from the grid of every listing less those not
 * hit: a pass over every listing's hit, and the cell arithmetic only for the listings left out.
 */
function gridWithout(index: SiteListingIndex, hits: Uint8Array, every: Grid, zoom: number) {
  const grid = withLanes(every, LANES);
  addHits(index, hits, 0, -1, grid);
  return gridGroups(grid, zoom);
}

/**
 * Adds (`sign` 1) or takes out (-1) the listings whose hit is `hit` to or from the grid, reading
 * every listing's hit in index order: the positions are then read in a row, not at random (a
 * search starting from towns or map bounds lists its matches by place, and reading 200 000
 * positions in that order waited on memory for most of the grid's time).
 */
function addHits({ size, worldX, worldY }: SiteListingIndex, hits: Uint8Array, hit: 0 | 1, sign: 1 | -1, grid: Grid): void {
  const { cellsPerUnit, left, top, columns, lanes, count, xor, sums } = grid;
  const unitsPerCell = 1 / cellsPerUnit;
  // Lanes as in `accumulate`; taking out, a lane may go below zero, the cell's sum may not.
  let lane = 0;
  for (let i = 0; i < size; i++) {
    if (hits[i] !== hit) continue;
    const x = worldX[i];
    const y = worldY[i];
    const cellX = (x * cellsPerUnit) | 0;
    const cellY = (y * cellsPerUnit) | 0;
    const slot = ((cellY - top) * columns + (cellX - left)) * lanes + (lane++ & (lanes - 1));
    count[slot] += sign;
    xor[slot] ^= i;
    const dx = x - cellX * unitsPerCell;
    const dy = y - cellY * unitsPerCell;
    const at = slot * SUMS;
    sums[at] += sign * dx;
    sums[at + 1] += sign * dy;
    sums[at + 2] += sign * dx * dx;
    sums[at + 3] += sign * dy * dy;
  }
}

/** The bubbles and lone listings of a filled grid, cell by cell (row-major). */
function gridGroups({ cellsPerUnit, left, top, columns, rows, lanes, count, xor, sums }: Grid, zoom: number) {
  const unitsPerCell = 1 / cellsPerUnit;
  const clusters: PropertyMapCluster[] = [];
  const points: number[] = [];
  const cells = columns * rows;
  for (let cell = 0; cell < cells; cell++) {
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let syy = 0;
    let listing = 0;
    for (let slot = cell * lanes; slot < (cell + 1) * lanes; slot++) {
      n += count[slot];
      listing ^= xor[slot];
      const at = slot * SUMS;
      sx += sums[at];
      sy += sums[at + 1];
      sxx += sums[at + 2];
      syy += sums[at + 3];
    }
    if (n === 0) continue;
    if (n === 1) {
      points.push(listing);
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
