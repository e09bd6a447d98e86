import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import type { OfficesMapProps } from '../_parts/map/types';
import { directoryOffices } from '../_parts/testOffices';

// The Leaflet map is drawn by its own chunk: here a stand-in shows what it is given.
vi.mock('../_parts/map/OfficesMap', () => ({
  default: (props: OfficesMapProps) => (
    <div data-testid="offices-map" data-active={props.activeKey ?? ''} data-hovered={props.hoveredKey ?? ''} data-markers={props.offices.length}>
      {props.offices.map((office) => (
        <button key={office.key} type="button" onClick={() => props.onActivate(office.key)}>
          marker {office.key}
        </button>
      ))}
    </div>
  ),
}));

const officesMap = getBlockDefinition('offices_map_block')!;
const fields = { main_title: { fr: 'Nos bureaux', en: 'Our offices' }, offices_repeater: [] };

describe('offices_map_block', () => {
  it('titles its offices one level under its own title: h2 under the page’s h1 when it comes first, h3 after', async () => {
    const { unmount } = await renderBlock(officesMap, { fields, params: { core_data: { succursales: directoryOffices(3) } }, index: 0 }, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our offices' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    unmount();
    await renderBlock(officesMap, { fields, params: { core_data: { succursales: directoryOffices(3) } } }, { locale: 'en' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('lists the offices beside the map; clicking one makes it the active office and says so', async () => {
    await renderBlock(officesMap, { fields, params: { core_data: { succursales: directoryOffices(3) } } }, { locale: 'en' });
    const map = await screen.findByTestId('offices-map');
    expect(map).toHaveAttribute('data-markers', '3');
    expect(map).toHaveAttribute('data-active', '');
    const list = screen.getByRole('list', { name: 'List of offices' });
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Office 2' }));
    expect(map).toHaveAttribute('data-active', '2');
    expect(within(list).getByRole('button', { name: 'Office 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Selected office: Office 2');
  });

  it('activates an office on keyboard focus, tracks hover apart, and follows a marker click', async () => {
    await renderBlock(officesMap, { fields, params: { core_data: { succursales: directoryOffices(3) } } }, { locale: 'fr' });
    const map = await screen.findByTestId('offices-map');
    const user = userEvent.setup();
    await user.tab();
    expect(map).toHaveAttribute('data-active', '1');
    await user.hover(screen.getByRole('button', { name: 'Bureau 3' }).closest('li')!);
    expect(map).toHaveAttribute('data-hovered', '3');
    expect(map).toHaveAttribute('data-active', '1');
    await user.click(screen.getByRole('button', { name: 'marker 2' }));
    expect(screen.getByRole('button', { name: 'Bureau 2' })).toHaveAttribute('aria-pressed', 'true');
  });
});
