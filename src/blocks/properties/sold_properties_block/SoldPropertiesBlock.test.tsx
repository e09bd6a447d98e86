import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListingsMapProps } from '../_parts/map/types';
import { renderBlock } from '../../testing/renderBlock';
import { getBlockDefinition } from '../../registry';

const soldPropertiesBlock = getBlockDefinition('sold_properties_block')!;

vi.mock('../_parts/map/LazyListingsMap', () => ({
  LazyListingsMap: (props: ListingsMapProps) => (
    <div role="img" aria-label={props.label} data-points={props.points.length} data-color={props.markerColor ?? ''} data-interactive={String(props.interactive)} />
  ),
}));

describe('sold_properties_block', () => {
  it('accepts its demo; orientation_x defaults to full', () => {
    const fields = soldPropertiesBlock.fields.parse({ main_title: { fr: 'Vendues' } });
    expect(fields.orientation_x).toBe('full');
    expect(soldPropertiesBlock.params.safeParse(soldPropertiesBlock.demo.block_params).success).toBe(true);
  });

  it('renders title, description, CTA and the map of sold markers', async () => {
    const { container } = await renderBlock(soldPropertiesBlock, {}, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Our sold properties' })).toBeInTheDocument();
    expect(screen.getByText(/Every dot is a family/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a free evaluation' })).toHaveAttribute('href', '/en/contact');
    const map = screen.getByRole('img', { name: 'Map of sold properties' });
    expect(map).toHaveAttribute('data-points', '12');
    expect(map).toHaveAttribute('data-interactive', 'false');
    expect(container.querySelector('section')).toHaveAttribute('data-orientation', 'full');
  });

  it('passes map_markers_color to the map', async () => {
    await renderBlock(
      soldPropertiesBlock,
      { fields: { ...soldPropertiesBlock.demo.fields, orientation_x: 'left' }, params: { ...soldPropertiesBlock.demo.block_params, map_markers_color: '#b91c1c' } },
      { locale: 'fr' },
    );
    expect(screen.getByRole('img', { name: 'Carte des propriétés vendues' })).toHaveAttribute('data-color', '#b91c1c');
  });
});
