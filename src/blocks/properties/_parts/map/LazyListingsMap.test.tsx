import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderBlock';
import { LazyListingsMap } from './LazyListingsMap';
import type { ListingsMapProps } from './types';

vi.mock('./ListingsMap', () => ({
  default: (props: ListingsMapProps) => <div data-testid="leaflet-map" data-points={props.points.length} />,
}));

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Callback[] = [];
class FakeObserver {
  constructor(callback: Callback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  observers = [];
  vi.unstubAllGlobals();
});

describe('LazyListingsMap', () => {
  const points = [{ uls: '1', coords: [45.5, -73.6] as [number, number], price: 500000 }];

  it('shows a labelled placeholder until the box enters the viewport, then loads the map', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await renderWithProviders(<LazyListingsMap points={points} label="Map of the properties" height={300} />, { locale: 'en' });
    expect(screen.getByRole('img', { name: 'Map of the properties' })).toBeInTheDocument();
    expect(screen.queryByTestId('leaflet-map')).toBeNull();
    await act(async () => observers.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(await screen.findByTestId('leaflet-map')).toHaveAttribute('data-points', '1');
  });
});
