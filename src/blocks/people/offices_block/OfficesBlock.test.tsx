import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../registry';
import { renderBlock } from '../../testing/renderBlock';
import { directoryOffices } from '../_parts/testOffices';

const offices = getBlockDefinition('offices_block')!;

const fields = { main_title: { fr: 'Nos bureaux', en: 'Our offices' }, offices_repeater: [] };

describe('offices_block', () => {
  it('shows the first 9 offices, then every office once, from the directory', async () => {
    await renderBlock(offices, { fields, params: { core_data: { succursales: directoryOffices(12) } } }, { locale: 'en' });
    expect(screen.getAllByRole('article')).toHaveLength(9);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all 12 offices' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('gives each office its address, hours, phone, e-mail and a directions link; the office placeholder without a photo', async () => {
    await renderBlock(offices, { fields, params: { core_data: { succursales: directoryOffices(2) } } }, { locale: 'fr' });
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('100, rue Principale');
    expect(first).toHaveTextContent('Longueuil (Québec) J4H 1C8');
    expect(first).toHaveTextContent('Lundi au vendredi : 9 h à 17 h 30');
    expect(screen.getAllByRole('link', { name: '450 555-0150' })[0]).toHaveAttribute('href', 'tel:+14505550150');
    const directions = screen.getAllByRole('link', { name: /Itinéraire/ })[0];
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=45.500000,-73.500000');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(first.querySelector('img')).toHaveAttribute('src', '/directory/offices/plateau.svg');
    expect(second.querySelector('img')).toHaveAttribute('src', '/placeholders/office.svg');
  });

  it('prefers hand-written offices to the directory, and renders nothing without any office', async () => {
    await renderBlock(offices, { params: { core_data: { succursales: directoryOffices(3) } } }, { locale: 'en' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Old Longueuil' })).toBeInTheDocument();
  });
});
