import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../testing/renderBlock';
import { propertyDetailsDemo } from './schema';
import { getBlockDefinition } from '../../registry';

const propertyDetailsBlock = getBlockDefinition('property_details_block')!;

describe('property_details_block', () => {
  it('shows the address as the heading, price, reduction, features, open house and location (en)', async () => {
    await renderBlock(propertyDetailsBlock, {}, { locale: 'en', path: '/en/properties/1543-rue-des-erables-longueuil-28451937' });
    expect(screen.getByRole('heading', { level: 1, name: /1543 Rue des Érables/ })).toBeInTheDocument();
    expect(screen.getByText('House for sale')).toBeInTheDocument();
    expect(screen.getByTestId('listing-price')).toHaveTextContent('$549,000');
    expect(screen.getByText('Price reduced, previously $569,000')).toBeInTheDocument();
    expect(screen.getByText('Open house')).toBeInTheDocument();
    const features = screen.getByRole('heading', { name: 'Features' }).nextElementSibling as HTMLElement;
    expect(within(features).getByText('MLS number').nextElementSibling).toHaveTextContent('28451937');
    expect(within(features).getByText('Living area').nextElementSibling).toHaveTextContent('1,630 ft²');
    expect(within(features).getByText('Powder rooms').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Open houses' }).nextElementSibling).toHaveTextContent('Saturday, May 9, 2026, 1:00 p.m. to 3:00 p.m.');
    expect(screen.getByRole('region', { name: 'Photos of 1543 Rue des Érables, Longueuil' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /1543 Rue des Érables, Longueuil, photo \d of 4/ }).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('link', { name: 'View on OpenStreetMap' })).toHaveAttribute('href', expect.stringContaining('mlat=45.5312'));
  });

  it('shows a rental price per month in French', async () => {
    const listing = { ...propertyDetailsDemo.block_params!.listing!, for_rent: true, price: 1850, previous_price: null, type: 'condo' as const, badge: 'rent' as const };
    await renderBlock(propertyDetailsBlock, { params: { listing } }, { locale: 'fr' });
    expect(screen.getByText('Condo à louer')).toBeInTheDocument();
    expect(screen.getByTestId('listing-price').textContent?.replace(/\s/g, ' ')).toMatch(/^1 850 \$/);
    expect(screen.getByTestId('listing-price')).toHaveTextContent(/mois/);
  });

  it('shows a feed listing without an MLS number without one, and marks remarks in the other language (en)', async () => {
    const listing = { ...propertyDetailsDemo.block_params!.listing!, uls: '912345678901', mls_number: null, description: { fr: 'Belle maison.', en: 'Belle maison.' }, description_lang: { en: 'fr' as const } };
    await renderBlock(propertyDetailsBlock, { params: { listing } }, { locale: 'en' });
    const features = screen.getByRole('heading', { name: 'Features' }).nextElementSibling as HTMLElement;
    expect(within(features).queryByText('MLS number')).toBeNull();
    expect(features).not.toHaveTextContent('912345678901');
    expect(screen.getByText('Belle maison.')).toHaveAttribute('lang', 'fr');
  });

  it('offers a media-library photo (a feed’s) as AVIF and WebP at several widths', async () => {
    const photo = `/media/${'a'.repeat(32)}-1600.jpg`;
    const listing = { ...propertyDetailsDemo.block_params!.listing!, photos: [photo] };
    const { container } = await renderBlock(propertyDetailsBlock, { params: { listing } }, { locale: 'en' });
    const avif = container.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toContain(`/media/${'a'.repeat(32)}-1600.avif 1600w`);
    expect(container.querySelector('source[type="image/webp"]')).not.toBeNull();
  });

  it('names a public status other than for sale (fr)', async () => {
    const listing = { ...propertyDetailsDemo.block_params!.listing!, badge: null, standard_status: 'pending' as const };
    await renderBlock(propertyDetailsBlock, { params: { listing } }, { locale: 'fr' });
    expect(screen.getByText('Vente en cours')).toBeInTheDocument();
  });

  it('says a sold listing is sold and links to similar listings (410 page)', async () => {
    const gone = {
      uls: '28451937',
      status: 'sold' as const,
      address: { fr: '1543, rue des Érables, Longueuil', en: '1543 Rue des Érables, Longueuil' },
      municipality: 'Longueuil',
      type: 'maison' as const,
      similar_url: { fr: '/fr/proprietes?mun=58227&type=maison', en: '/en/properties?mun=58227&type=maison' },
    };
    await renderBlock(propertyDetailsBlock, { params: { gone } }, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cette propriété a été vendue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir des propriétés semblables' })).toHaveAttribute('href', '/fr/proprietes?mun=58227&type=maison');
    expect(screen.getByRole('link', { name: 'Voir toutes les propriétés' })).toHaveAttribute('href', '/fr/proprietes');
  });
});
