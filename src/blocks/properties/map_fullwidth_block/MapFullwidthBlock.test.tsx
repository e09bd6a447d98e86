import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { fakeIntersectionObserver } from '../../testing/fakeIntersectionObserver';
import { renderBlock } from '../../testing/renderBlock';
import type { MarkersMapProps } from '../_parts/map/markers';

// The Leaflet map is drawn by its own chunk: here a stand-in shows what it is given.
vi.mock('../_parts/map/MarkersMap', () => ({
  default: (props: MarkersMapProps) => (
    <div
      data-testid="markers-map"
      aria-label={props.label}
      data-markers={props.markers.map((marker) => `${marker.item.block_type}@${marker.coords.join(',')}`).join(' ')}
      data-colors={props.markers.map((marker) => marker.color ?? props.markerColor ?? '').join(' ')}
      data-wheel-zoom={String(props.wheelZoom ?? true)}
    />
  ),
}));

const viewport = fakeIntersectionObserver();
const scrollIntoView = () => viewport.scroll(true);

beforeEach(viewport.install);
afterEach(viewport.uninstall);

const fullwidthMap = getBlockDefinition('map_fullwidth_block')!;

describe('map_fullwidth_block', () => {
  it('loads once in view with both kinds of markers, their own colour first, and leaves the wheel to the page', async () => {
    const [office, listing] = fullwidthMap.demo.fields.map_markers_repeater as Array<Record<string, unknown>>;
    const fields = {
      ...fullwidthMap.demo.fields,
      map_markers_color: '#1f3a5f',
      map_markers_repeater: [{ ...office, block_params: { ...(office.block_params as object), markerColor: '#aa2233' } }, listing],
    };
    await renderBlock(fullwidthMap, { fields }, { locale: 'en' });
    expect(screen.queryByTestId('markers-map')).toBeNull();
    await scrollIntoView();
    const map = await screen.findByTestId('markers-map');
    expect(map).toHaveAttribute('aria-label', 'Our areas');
    expect(map).toHaveAttribute('data-markers', 'map_marker_item@45.5369,-73.5107 property_map_item@45.5312,-73.5181');
    expect(map).toHaveAttribute('data-colors', '#aa2233 #1f3a5f');
    expect(map).toHaveAttribute('data-wheel-zoom', 'false');
    // No click gateway on this map.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the map "Carte" without a title (fr), leaves out markers without coordinates, and renders nothing without any', async () => {
    const placed = { block_type: 'map_marker_item', block_params: { coords: { lat: 45.44376, lng: -73.43683 } }, fields: { popup_repeater: [] } };
    const unplaced = { block_type: 'property_map_item', block_params: {}, fields: { main_title: { fr: '489 000 $' } } };
    const { unmount } = await renderBlock(fullwidthMap, { fields: { map_markers_repeater: [placed, unplaced] } }, { locale: 'fr' });
    await scrollIntoView();
    const map = await screen.findByTestId('markers-map');
    expect(map).toHaveAttribute('aria-label', 'Carte');
    expect(map).toHaveAttribute('data-markers', 'map_marker_item@45.44376,-73.43683');
    unmount();
    const { container } = await renderBlock(fullwidthMap, { fields: { map_markers_repeater: [unplaced] } }, { locale: 'fr' });
    expect(container.querySelector('section')).toBeNull();
  });
});
