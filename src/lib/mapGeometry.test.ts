import { describe, expect, it } from 'vitest';
import { clusterSize, fitZoom, latitudeOf, longitudeOf, mercatorX, mercatorY, mergeTouchingClusters, worldPixels } from './mapGeometry';

type Extent = [[number, number], [number, number]];

/** Width and height in px of an extent at a zoom. */
function extentPixels([[south, west], [north, east]]: Extent, zoom: number): [number, number] {
  const [x1, y1] = worldPixels([north, west], zoom);
  const [x2, y2] = worldPixels([south, east], zoom);
  return [x2 - x1, y2 - y1];
}

describe('fitZoom', () => {
  it.each<[Extent, number, number]>([
    [
      [
        [45, -79.5],
        [62.5, -57],
      ],
      800,
      600,
    ],
    [
      [
        [45.4, -73.9],
        [45.7, -73.4],
      ],
      544,
      760,
    ],
    [
      [
        [46.75, -71.35],
        [46.9, -71.1],
      ],
      375,
      812,
    ],
  ])('picks the deepest whole zoom at which %j fits a %i × %i box less 36 px a side', (extent, width, height) => {
    const zoom = fitZoom(extent, width, height);
    const [w, h] = extentPixels(extent, zoom);
    expect(w).toBeLessThanOrEqual(width - 72);
    expect(h).toBeLessThanOrEqual(height - 72);
    const [w1, h1] = extentPixels(extent, zoom + 1);
    expect(w1 > width - 72 || h1 > height - 72 || zoom === 15).toBe(true);
  });

  it('gives the deepest zoom allowed to a single place, and fits an exact view without padding', () => {
    expect(
      fitZoom(
        [
          [45.5, -73.6],
          [45.5, -73.6],
        ],
        800,
        600,
      ),
    ).toBe(15);
    // The bounds Leaflet shows at zoom 11 in an 800 × 600 box.
    const [x, y] = worldPixels([45.5, -73.6], 11);
    const corner = (dx: number, dy: number): [number, number] => {
      const scale = 256 * 2 ** 11;
      return [latitudeOf((y + dy) / scale), longitudeOf((x + dx) / scale)];
    };
    const southWest = corner(-400, 300);
    const northEast = corner(400, -300);
    expect(fitZoom([southWest, northEast], 800, 600, 0, 18)).toBe(11);
  });
});

describe('Mercator fractions', () => {
  it('come back to the same latitude and longitude', () => {
    for (const [lat, lng] of [
      [45.5017, -73.5673],
      [-33.86, 151.2],
      [0, 0],
    ]) {
      expect(latitudeOf(mercatorY(lat))).toBeCloseTo(lat, 9);
      expect(longitudeOf(mercatorX(lng))).toBeCloseTo(lng, 9);
    }
  });
});

describe('mergeTouchingClusters', () => {
  it('merges bubbles drawn over each other, weighting the centre by count, and leaves distant ones', () => {
    const merged = mergeTouchingClusters(
      [
        { coords: [45.5, -73.6], count: 30, expansionZoom: 12, id: 'a' },
        { coords: [45.5005, -73.6005], count: 10, expansionZoom: 11, id: 'b' },
        { coords: [46.8, -71.2], count: 5, expansionZoom: 13, id: 'c' },
      ],
      10,
    );
    expect(merged).toHaveLength(2);
    expect(merged[0]).toEqual({ id: 'a', count: 40, expansionZoom: 11, coords: [expect.closeTo(45.500125, 6), expect.closeTo(-73.600125, 6)] });
    expect(merged[1]!.id).toBe('c');
  });

  it('leaves no two bubbles touching, however many chain', () => {
    const chain = Array.from({ length: 40 }, (_, i) => ({ coords: [45 + i * 0.01, -73] as [number, number], count: 5 + i, expansionZoom: 12 }));
    const merged = mergeTouchingClusters(chain, 9);
    expect(merged.reduce((sum, c) => sum + c.count, 0)).toBe(chain.reduce((sum, c) => sum + c.count, 0));
    for (let a = 0; a < merged.length; a++) {
      for (let b = a + 1; b < merged.length; b++) {
        const [ax, ay] = worldPixels(merged[a]!.coords, 9);
        const [bx, by] = worldPixels(merged[b]!.coords, 9);
        expect(Math.hypot(ax - bx, ay - by)).toBeGreaterThanOrEqual((clusterSize(merged[a]!.count) + clusterSize(merged[b]!.count)) / 2);
      }
    }
  });
});
