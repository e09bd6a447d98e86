import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { fakeIntersectionObserver } from '../../testing/fakeIntersectionObserver';
import { renderBlock } from '../../testing/renderBlock';
import type { MarkersMapProps } from '../_parts/map/markers';

// The Leaflet map is drawn by its own chunk: here a stand-in shows what it is given.
vi.mock('../_parts/map/MarkersMap', () => ({
  default: (props: MarkersMapProps) => <div data-testid="markers-map" data-markers={props.markers.length} data-interactive={String(props.interactive)} />,
}));

const viewport = fakeIntersectionObserver();
const scroll = viewport.scroll;

beforeEach(viewport.install);
afterEach(viewport.uninstall);

const coordinatesMap = getBlockDefinition('coordinates_map_block')!;
const marker = (lat: number, lng: number, title: string) => ({
  block_type: 'map_marker_item',
  block_params: { coords: { lat, lng } },
  fields: { main_title: { fr: title, en: title }, popup_repeater: [] },
});
const fields = {
  main_title: { fr: 'Où nous trouver', en: 'Where to find us' },
  map_markers_repeater: [marker(45.5369, -73.5107, 'Longueuil'), marker(45.4572, -73.4659, 'Brossard')],
};

describe('coordinates_map_block', () => {
  it('loads the map once in view, behind a gateway that blocks it until clicked and re-arms when the map leaves the view', async () => {
    await renderBlock(coordinatesMap, { fields }, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Where to find us' })).toBeInTheDocument();
    expect(screen.queryByTestId('markers-map')).toBeNull();
    await scroll(true);
    const map = await screen.findByTestId('markers-map');
    expect(map).toHaveAttribute('data-markers', '2');
    expect(map).toHaveAttribute('data-interactive', 'false');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Click to interact with the map' }));
    expect(map).toHaveAttribute('data-interactive', 'true');
    expect(screen.queryByRole('button', { name: 'Click to interact with the map' })).toBeNull();

    await scroll(true);
    expect(map).toHaveAttribute('data-interactive', 'true');
    await scroll(false);
    expect(map).toHaveAttribute('data-interactive', 'false');
    expect(screen.getByRole('button', { name: 'Click to interact with the map' })).toBeInTheDocument();
  });

  it('opens by keyboard, in French, and renders nothing without a placed marker', async () => {
    const { unmount } = await renderBlock(coordinatesMap, { fields }, { locale: 'fr' });
    await scroll(true);
    const map = await screen.findByTestId('markers-map');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cliquez pour interagir avec la carte' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(map).toHaveAttribute('data-interactive', 'true');
    unmount();
    const { container } = await renderBlock(coordinatesMap, { fields: { map_markers_repeater: [] } }, { locale: 'fr' });
    expect(container.querySelector('section')).toBeNull();
  });
});
