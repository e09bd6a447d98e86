import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderBlock';
import { PropertyListingItem } from './PropertyListingItem';
import { getBlockDefinition } from '../../registry';

const propertyListingItemBlock = getBlockDefinition('property_listing_item')!;

describe('property_listing_item', () => {
  it('shows its titles, tags, list items and link, and only the first media', async () => {
    const fields = propertyListingItemBlock.fields.parse(propertyListingItemBlock.demo.fields);
    const { container } = await renderWithProviders(<PropertyListingItem fields={fields} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: '649 000 $' })).toBeInTheDocument();
    expect(screen.getByText('Exclusivité')).toBeInTheDocument();
    expect(screen.getByText('12, chemin des Pins, Magog')).toBeInTheDocument();
    expect(screen.getByText('Bord de l’eau')).toHaveStyle({ color: '#163a66' });
    expect(screen.getByText('3 chambres')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la propriété' })).toHaveAttribute('href', '/fr/proprietes/chalet-magog-25506613');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('[data-hover-id="25506613"]')).not.toBeNull();
  });
});
