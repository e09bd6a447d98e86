import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { PropertyMapPoint } from '../../../../schema/listing';
import { fromMapBounds, pointsBounds, toBBox, toMapBounds } from './bounds';
import { clusterSize } from '../../../../lib/mapGeometry';
import { CLUSTER_THRESHOLD, createClusterIndex } from './clustering';
import { markerPathOptions, shadeColor } from './markerStyle';
import { createTooltipCache, tooltipCacheFor } from './tooltipCache';

describe('marker style (spec 001 §9)', () => {
  it('darkens colours by a factor', () => {
    expect(shadeColor('#ffffff', 0.8)).toBe('#cccccc');
    expect(shadeColor('#1d4ed8', 0.85)).toBe('#1942b8');
    expect(shadeColor('#fff', 0.5)).toBe('#808080');
    expect(shadeColor('rgb(100, 200, 50)', 0.5)).toBe('#326419');
    expect(shadeColor('steelblue', 0.5)).toBe('steelblue');
  });

  it('uses weight 26, opacity 0.2 at rest and 0.4 with the 0.85/0.8 shades when active', () => {
    expect(markerPathOptions('#ffffff', false)).toEqual({ color: '#ffffff', fillColor: '#ffffff', fillOpacity: 1, opacity: 0.2, weight: 26 });
    expect(markerPathOptions('#ffffff', true)).toEqual({ color: '#cccccc', fillColor: '#d9d9d9', fillOpacity: 1, opacity: 0.4, weight: 26 });
  });
});

describe('bounds conversion', () => {
  it('converts corners to map_bounds, rounded and clamped', () => {
    expect(toMapBounds({ lat: 45.123456789, lng: -73.987654321 }, { lat: 95, lng: -70.5 })).toEqual({
      NorthEast_lat: 90,
      NorthEast_lng: -70.5,
      SouthWest_lat: 45.12346,
      SouthWest_lng: -73.98765,
    });
    expect(fromMapBounds({ NorthEast_lat: 46, NorthEast_lng: -72, SouthWest_lat: 45, SouthWest_lng: -74 })).toEqual([
      [45, -74],
      [46, -72],
    ]);
  });

  it('computes the bounds of points and the supercluster bbox', () => {
    const points: PropertyMapPoint[] = [
      { uls: 'a', coords: [45.5, -73.6], price: 1 },
      { uls: 'b', coords: [46.8, -71.2], price: 1 },
      { uls: 'c', coords: [45.3, -72.1], price: 1 },
    ];
    const bounds = pointsBounds(points)!;
    expect(bounds).toEqual([
      [45.3, -73.6],
      [46.8, -71.2],
    ]);
    expect(toBBox(bounds)).toEqual([-73.6, 45.3, -71.2, 46.8]);
    expect(pointsBounds([])).toBeNull();
  });
});

describe('clustering adapter', () => {
  const grid = (n: number, lat0 = 45.5, lng0 = -73.6): PropertyMapPoint[] =>
    Array.from({ length: n }, (_, i) => ({ uls: String(i), coords: [lat0 + (i % 20) * 0.001, lng0 + Math.floor(i / 20) * 0.001], price: 100000 + i }));

  it('draws every marker when at most the threshold is in view', () => {
    const points = [...grid(100), ...grid(400, 10, 10)];
    const items = createClusterIndex(points).itemsInView([-74, 45, -73, 46], 10);
    expect(items).toHaveLength(100);
    expect(items.every((item) => item.kind === 'point')).toBe(true);
  });

  it('clusters above the threshold, counts add up and clusters zoom in', () => {
    const points = grid(CLUSTER_THRESHOLD + 50);
    const items = createClusterIndex(points).itemsInView([-74, 45, -73, 46], 10);
    expect(items.length).toBeLessThan(points.length);
    const total = items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);
    expect(total).toBe(points.length);
    const cluster = items.find((item) => item.kind === 'cluster');
    expect(cluster && cluster.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(10);
  });

  it('never draws two bubbles over each other, whatever the listings and the zoom (fitted maps sit between two levels)', () => {
    const pixels = ([lat, lng]: [number, number], zoom: number) => {
      const scale = 256 * 2 ** zoom;
      const sin = Math.sin((lat * Math.PI) / 180);
      return [((lng + 180) / 360) * scale, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale];
    };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 45.3, max: 45.7, noNaN: true }), fc.double({ min: -73.9, max: -73.3, noNaN: true })), { minLength: CLUSTER_THRESHOLD + 1, maxLength: 900 }),
        fc.double({ min: 8, max: 16, noNaN: true }),
        (coords, zoom) => {
          const points = coords.map(([lat, lng], i): PropertyMapPoint => ({ uls: String(i), coords: [lat, lng], price: 100000 }));
          const items = createClusterIndex(points).itemsInView([-74, 45, -73, 46], zoom);
          expect(items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0)).toBe(points.length);
          const bubbles = items.filter((item) => item.kind === 'cluster');
          for (const [i, a] of bubbles.entries()) {
            for (const b of bubbles.slice(i + 1)) {
              const [ax, ay] = pixels(a.coords, zoom);
              const [bx, by] = pixels(b.coords, zoom);
              expect(Math.hypot(ax - bx, ay - by)).toBeGreaterThanOrEqual((clusterSize(a.count) + clusterSize(b.count)) / 2);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('tooltip cache', () => {
  const tooltip = { uls: '1', address: 'a', carousel_images: [], price: 1, specs: { bed: 1, bath: 1, area: 1 }, type: 'condo' as const, url: '/x', for_rent: false };

  it('fetches each MLS number once, sharing in-flight calls', async () => {
    const fetcher = vi.fn(async (uls: string) => ({ ...tooltip, uls }));
    const cache = createTooltipCache(fetcher);
    expect(cache.peek('1')).toBeUndefined();
    const [a, b] = await Promise.all([cache.get('1'), cache.get('1')]);
    expect(a).toEqual(b);
    await cache.get('1');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(cache.peek('1')?.uls).toBe('1');
  });

  it('caches failures as null (details unavailable)', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('down');
    });
    const cache = createTooltipCache(fetcher);
    expect(await cache.get('9')).toBeNull();
    expect(cache.peek('9')).toBeNull();
    await cache.get('9');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps one cache per router owner and locale', () => {
    const fetcher = vi.fn(async () => null);
    const ownerA = {};
    const ownerB = {};
    expect(tooltipCacheFor(ownerA, 'fr', fetcher)).toBe(tooltipCacheFor(ownerA, 'fr', fetcher));
    expect(tooltipCacheFor(ownerA, 'fr', fetcher)).not.toBe(tooltipCacheFor(ownerA, 'en', fetcher));
    expect(tooltipCacheFor(ownerA, 'fr', fetcher)).not.toBe(tooltipCacheFor(ownerB, 'fr', fetcher));
  });
});
