/**
 * Marker clustering of the listings map, an adapter over supercluster. Pure: no Leaflet, runs in tests.
 */
import Supercluster from 'supercluster';
import type { PropertyMapPoint } from '../../../../schema/listing';

/** Above this many markers in view, markers are grouped into clusters. */
export const CLUSTER_THRESHOLD = 150;

/** One thing drawn on the map: a listing marker or a cluster bubble. */
export type MapItem =
  | { kind: 'point'; point: PropertyMapPoint }
  | {
      kind: 'cluster';
      /** Supercluster id (stable for one index). */
      id: number;
      /** `[lat, lng]` of the cluster centre. */
      coords: [number, number];
      /** Number of listings in the cluster. */
      count: number;
      /** Zoom level at which the cluster splits (click target). */
      expansionZoom: number;
    };

/** Diameter in px of a cluster bubble of `count` listings: 34, 42, 50 or 58. */
export function clusterSize(count: number): number {
  return count < 10 ? 34 : count < 100 ? 42 : count < 1000 ? 50 : 58;
}

type ClusterItem = Extract<MapItem, { kind: 'cluster' }>;

/** Position in px of `[lat, lng]` on a Web Mercator world of 256 × 2^zoom px (Leaflet's tiles). */
function worldPixels([lat, lng]: [number, number], zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
}

/**
 * Bubbles that would still touch at `zoom` merged into one (their counts added, centred on their
 * listings, splitting at the earlier zoom): the grouping radius keeps most bubbles apart, but
 * groups centred on their listings can end up closer than their sizes, and bubbles drawn over
 * each other are touch targets that cover each other (WCAG 2.5.8).
 */
function mergeTouchingClusters(items: MapItem[], zoom: number): MapItem[] {
  const clusters = items.filter((item): item is ClusterItem => item.kind === 'cluster');
  let merged = true;
  while (merged) {
    merged = false;
    outer: for (let a = 0; a < clusters.length; a++) {
      for (let b = a + 1; b < clusters.length; b++) {
        const [first, second] = [clusters[a]!, clusters[b]!];
        const [ax, ay] = worldPixels(first.coords, zoom);
        const [bx, by] = worldPixels(second.coords, zoom);
        if (Math.hypot(ax - bx, ay - by) >= (clusterSize(first.count) + clusterSize(second.count)) / 2) continue;
        const count = first.count + second.count;
        clusters[a] = {
          kind: 'cluster',
          id: first.id,
          count,
          coords: [(first.coords[0] * first.count + second.coords[0] * second.count) / count, (first.coords[1] * first.count + second.coords[1] * second.count) / count],
          expansionZoom: Math.min(first.expansionZoom, second.expansionZoom),
        };
        clusters.splice(b, 1);
        merged = true;
        break outer;
      }
    }
  }
  return [...items.filter((item) => item.kind === 'point'), ...clusters];
}

/** A clustering index over a set of map points. */
export interface ClusterIndex {
  /** Items to draw for a bbox `[west, south, east, north]` and the map's zoom (fractional when fitted). */
  itemsInView(bbox: [number, number, number, number], zoom: number): MapItem[];
}

/**
 * Builds the index: below {@link CLUSTER_THRESHOLD} points in view every point is drawn as is;
 * above, supercluster groups them (radius 60 px, max zoom 16) and bubbles that would touch are merged.
 * @param threshold markers in view above which clustering starts (default 150)
 */
export function createClusterIndex(points: readonly PropertyMapPoint[], threshold = CLUSTER_THRESHOLD): ClusterIndex {
  // extent 256: the radius in the px of Leaflet's 256 px tiles (at supercluster's default 512 it
  // would be 30 of them, closer than the bubbles are wide).
  const index = new Supercluster<{ i: number }, Record<string, never>>({ radius: 60, extent: 256, maxZoom: 16 });
  index.load(
    points.map((point, i) => ({
      type: 'Feature' as const,
      properties: { i },
      geometry: { type: 'Point' as const, coordinates: [point.coords[1], point.coords[0]] },
    })),
  );
  return {
    itemsInView([west, south, east, north], zoom) {
      const inView = points.filter(({ coords: [lat, lng] }) => lat >= south && lat <= north && lng >= west && lng <= east);
      if (inView.length <= threshold) return inView.map((point) => ({ kind: 'point', point }));
      // The whole zoom at or below the map's (a fitted map sits between two): grouped for a zoom
      // rounded up, bubbles of up to 58 px would be drawn closer than the 60 px radius and overlap
      // (touch targets that cover each other, WCAG 2.5.8).
      const z = Math.max(0, Math.min(20, Math.floor(zoom)));
      const items = index.getClusters([west, south, east, north], z).map((feature): MapItem => {
        const [lng, lat] = feature.geometry.coordinates;
        const props = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; i?: number };
        if (props.cluster && props.cluster_id !== undefined) {
          return {
            kind: 'cluster',
            id: props.cluster_id,
            coords: [lat, lng],
            count: props.point_count ?? 0,
            expansionZoom: Math.min(index.getClusterExpansionZoom(props.cluster_id), 18),
          };
        }
        return { kind: 'point', point: points[props.i ?? 0] };
      });
      return mergeTouchingClusters(items, zoom);
    },
  };
}
