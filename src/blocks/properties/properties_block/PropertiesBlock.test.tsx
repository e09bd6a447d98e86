import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListingsMapProps } from '../_parts/map/types';
import { renderBlock } from '../../testing/renderBlock';
import { makeTestCards, toMapPoints } from '../_parts/testCards';
import { getBlockDefinition } from '../../registry';

const propertiesBlock = getBlockDefinition('properties_block')!;

// The Leaflet map is exercised end to end (tests/e2e/properties-block.spec.ts); here a stand-in
// shows what the block hands it.
vi.mock('../_parts/map/LazyListingsMap', () => ({
  LazyListingsMap: (props: ListingsMapProps) => (
    <div data-testid="map" data-highlighted={props.highlightedUls ?? ''} data-points={props.points.length} aria-label={props.label} role="img" />
  ),
}));

function feed(count: number, total = count, locale: 'fr' | 'en' = 'en') {
  const cards = makeTestCards(locale, count);
  return { total, propertiesListing: cards, propertiesMap: toMapPoints(cards) };
}

/** The entries of the card list (not the spec rows inside each card). */
const listItems = () => [...screen.getByRole('list', { name: /properties/i }).children] as HTMLElement[];

describe('properties_block', () => {
  it('accepts its demo', () => {
    expect(propertiesBlock.params.safeParse(propertiesBlock.demo.block_params).success).toBe(true);
    expect(propertiesBlock.fields.safeParse(propertiesBlock.demo.fields).success).toBe(true);
  });

  it('renders title, CTA, cards and the map of the feed (fr)', async () => {
    await renderBlock(propertiesBlock, {}, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 2, name: 'Nos propriétés à vendre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes nos propriétés' })).toHaveAttribute('href', '/fr/proprietes');
    expect(screen.getByRole('link', { name: /123, rue Saint-Charles Ouest, Longueuil, 489\u00a0000\u00a0\$/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Carte des propriétés' })).toHaveAttribute('data-points', '4');
    expect(screen.getByRole('link', { name: /Voir toutes les propriétés/ })).toHaveAttribute('href', '/fr/proprietes');
    expect(screen.getByText('38 propriétés disponibles')).toBeInTheDocument();
  });

  it('hides the CTA when properties_cta_enabled is false', async () => {
    await renderBlock(propertiesBlock, { params: { ...propertiesBlock.demo.block_params, properties_cta_enabled: false } }, { locale: 'en' });
    expect(screen.queryByRole('link', { name: 'See all our properties' })).toBeNull();
  });

  it('keeps listings after the first 2 for wide screens only (xl and below show 2)', async () => {
    await renderBlock(propertiesBlock, { fields: { main_title: { fr: 'Propriétés' } }, params: { core_data: feed(5, 12) } }, { locale: 'en' });
    const items = listItems();
    // 5 listings + see-all
    expect(items).toHaveLength(6);
    expect(items.filter((li) => li.dataset.wideOnly === 'true')).toHaveLength(3);
    expect(items.slice(0, 2).every((li) => li.dataset.wideOnly === undefined)).toBe(true);
    expect(within(items[5]).getByRole('link')).toHaveAccessibleName(/See all properties/);
  });

  it('adds a placeholder card with exactly 3 listings', async () => {
    await renderBlock(propertiesBlock, { fields: {}, params: { core_data: feed(3) } }, { locale: 'en' });
    expect(screen.getByTestId('property-placeholder-card')).toBeInTheDocument();
    expect(listItems()).toHaveLength(5);
  });

  it('has no see-all card when total is 1, and uses the one-property layout', async () => {
    const { container } = await renderBlock(propertiesBlock, { fields: {}, params: { core_data: feed(1) } }, { locale: 'en' });
    expect(screen.queryByRole('link', { name: /See all properties/ })).toBeNull();
    expect(screen.queryByTestId('property-placeholder-card')).toBeNull();
    expect(container.querySelector('section')).toHaveAttribute('data-layout', 'single');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  });

  it('highlights the hovered card’s marker, and clears it on leave', async () => {
    await renderBlock(propertiesBlock, { fields: {}, params: { core_data: feed(2) } }, { locale: 'en' });
    const map = screen.getByTestId('map');
    const second = screen.getAllByRole('article')[1];
    fireEvent.mouseEnter(second);
    expect(map).toHaveAttribute('data-highlighted', '17263544');
    expect(second).toHaveAttribute('data-highlighted', 'true');
    fireEvent.mouseLeave(second);
    expect(map).toHaveAttribute('data-highlighted', '');
  });

  it('renders nothing broken without core_data', async () => {
    await renderBlock(propertiesBlock, { fields: {}, params: {} }, { locale: 'en' });
    expect(screen.getByTestId('map')).toHaveAttribute('data-points', '0');
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
  });
});
