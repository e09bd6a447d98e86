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
import type { SiteListingIndex } from './listingIndex';
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
 * Groups the matches of a search (`matchHits`) for a map box. Reads the listings in index order
 * (sequential reads of the position arrays).
 * @param bounds the search's map bounds (the visible map), or null to fit every match
 */
export function clusterMatches(index: SiteListingIndex, { hits, count: matches }: SearchHits, bounds: ListingBounds | null, box: MapBox): ClusteredMap {
  const { worldX, worldY, size } = index;
  let west: number, east: number, north: number, south: number; // world fractions
  let extent: ClusteredMap['extent'] = null;
  let zoom: number;
  if (bounds) {
    west = mercatorX(bounds.west);
    east = mercatorX(bounds.east);
    north = mercatorY(bounds.north);
    south = mercatorY(bounds.south);
    zoom = fitZoom(
      [
        [bounds.south, bounds.west],
        [bounds.north, bounds.east],
      ],
      box.width,
      box.height,
      0,
      MAX_EXPANSION_ZOOM,
    );
  } else {
    west = north = Infinity;
    east = south = -Infinity;
    for (let i = 0; i < size; i++) {
      if (hits[i] !== 1) continue;
      const x = worldX[i];
      const y = worldY[i];
      if (x < west) west = x;
      if (x > east) east = x;
      if (y < north) north = y;
      if (y > south) south = y;
    }
    if (matches === 0) west = east = north = south = 0.5;
    extent = [
      [round5(latitudeOf(south)), round5(longitudeOf(west))],
      [round5(latitudeOf(north)), round5(longitudeOf(east))],
    ];
    zoom = fitZoom(extent, box.width, box.height);
  }
  if (zoom > CLUSTER_MAX_ZOOM) return { clusters: [], points: matchedListings(hits), zoom, extent };

  // Cells of CLUSTER_RADIUS_PX on the world at this zoom; the grid covers the view only.
  const cellsPerUnit = (TILE_PX * 2 ** zoom) / CLUSTER_RADIUS_PX;
  const left = Math.floor(west * cellsPerUnit);
  const top = Math.floor(north * cellsPerUnit);
  const columns = Math.floor(east * cellsPerUnit) - left + 1;
  const rows = Math.floor(south * cellsPerUnit) - top + 1;
  const cells = columns * rows;
  const count = new Uint32Array(cells);
  const first = new Uint32Array(cells);
  const sumX = new Float64Array(cells);
  const sumY = new Float64Array(cells);
  const minX = new Float64Array(cells).fill(Infinity);
  const maxX = new Float64Array(cells).fill(-Infinity);
  const minY = new Float64Array(cells).fill(Infinity);
  const maxY = new Float64Array(cells).fill(-Infinity);
  for (let i = 0; i < size; i++) {
    if (hits[i] !== 1) continue;
    const x = worldX[i];
    const y = worldY[i];
    // Clamped: a listing on the view's edge may round one cell out.
    const column = Math.min(columns - 1, Math.max(0, Math.floor(x * cellsPerUnit) - left));
    const row = Math.min(rows - 1, Math.max(0, Math.floor(y * cellsPerUnit) - top));
    const cell = row * columns + column;
    if (count[cell]++ === 0) first[cell] = i;
    sumX[cell] += x;
    sumY[cell] += y;
    if (x < minX[cell]) minX[cell] = x;
    if (x > maxX[cell]) maxX[cell] = x;
    if (y < minY[cell]) minY[cell] = y;
    if (y > maxY[cell]) maxY[cell] = y;
  }

  const clusters: PropertyMapCluster[] = [];
  const lone: number[] = [];
  for (let cell = 0; cell < cells; cell++) {
    const n = count[cell];
    if (n === 0) continue;
    if (n === 1) {
      lone.push(first[cell]);
      continue;
    }
    clusters.push({
      coords: [round5(latitudeOf(sumY[cell] / n)), round5(longitudeOf(sumX[cell] / n))],
      count: n,
      expansionZoom: expansionZoom(Math.max(maxX[cell] - minX[cell], maxY[cell] - minY[cell]), zoom),
    });
  }
  return { clusters: mergeTouchingClusters(clusters, zoom), points: lone, zoom, extent };
}

/** Listing numbers of every match. */
function matchedListings(hits: Uint8Array): number[] {
  const listings: number[] = [];
  for (let i = 0; i < hits.length; i++) if (hits[i] === 1) listings.push(i);
  return listings;
}

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
