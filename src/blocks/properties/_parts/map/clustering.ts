/**
 * Marker clustering of the listings map, an adapter over supercluster. Pure: no Leaflet, runs in tests.
 */
import Supercluster from 'supercluster';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS_PX, MAX_EXPANSION_ZOOM, mergeTouchingClusters } from '../../../../lib/mapGeometry';
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

/** A cluster bubble drawn on the map. */
export type ClusterItem = Extract<MapItem, { kind: 'cluster' }>;

/** Points first, then the clusters with those that would touch at `zoom` merged ({@link mergeTouchingClusters}). */
function withMergedClusters(items: MapItem[], zoom: number): MapItem[] {
  const clusters = items.filter((item): item is ClusterItem => item.kind === 'cluster');
  return [...items.filter((item) => item.kind === 'point'), ...mergeTouchingClusters(clusters, zoom)];
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
  const index = new Supercluster<{ i: number }, Record<string, never>>({ radius: CLUSTER_RADIUS_PX, extent: 256, maxZoom: CLUSTER_MAX_ZOOM });
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
            expansionZoom: Math.min(index.getClusterExpansionZoom(props.cluster_id), MAX_EXPANSION_ZOOM),
          };
        }
        return { kind: 'point', point: points[props.i ?? 0] };
      });
      return withMergedClusters(items, zoom);
    },
  };
}
