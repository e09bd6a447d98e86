import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderBlock';
import { PropertyCard, PropertyCardSkeleton, PropertyPlaceholderCard, PropertySeeAllCard } from './PropertyCard';
import { formatListingPrice } from './propertyFormat';
import { makeTestCards } from './testCards';

const NBSP = '\u00a0';
/** Exact text match keeping no-break spaces (the default normalizer turns them into spaces). */
const exact = { normalizer: (text: string) => text };

describe('listing formats', () => {
  it('formats price tags per locale, rentals per month', () => {
    expect(formatListingPrice(489000, 'en', false, '/month')).toBe('$489,000');
    expect(formatListingPrice(489000, 'fr', false, '/mois')).toBe(`489${NBSP}000${NBSP}$`);
    expect(formatListingPrice(1850, 'en', true, '/month')).toBe('$1,850/month');
  });
});

describe('PropertyCard', () => {
  it('is one link to the listing named by address and price (en)', async () => {
    const [card] = makeTestCards('en');
    await renderWithProviders(<PropertyCard card={card} />, { locale: 'en' });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/en/properties/maison-longueuil-28451937');
    expect(link).toHaveAccessibleName('123, rue Saint-Charles Ouest, Longueuil, $489,000');
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Bedrooms: 3')).toBeInTheDocument();
    expect(screen.getByText('Bathrooms: 2')).toBeInTheDocument();
    expect(screen.getByText(`1,450${NBSP}ft²`, exact)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Longueuil');
  });

  it('shows French prices, badges and areas', async () => {
    const cards = makeTestCards('fr');
    await renderWithProviders(
      <>
        <PropertyCard card={cards[0]} headingLevel={2} />
        <PropertyCard card={cards[1]} />
        <PropertyCard card={cards[2]} />
        <PropertyCard card={cards[4]} />
      </>,
      { locale: 'fr' },
    );
    expect(screen.getByText(`489${NBSP}000${NBSP}$`, exact)).toBeInTheDocument();
    expect(screen.getByText(`1${NBSP}850${NBSP}$/mois`, exact)).toBeInTheDocument();
    expect(screen.getByText(`1${NBSP}450${NBSP}pi²`, exact)).toBeInTheDocument();
    expect(screen.getByText('Nouveau')).toBeInTheDocument();
    expect(screen.getByText('À louer')).toBeInTheDocument();
    expect(screen.getByText('Visite libre')).toBeInTheDocument();
    expect(screen.getByText('Vendu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('123, rue Saint-Charles Ouest');
    // A listing without photo falls back to the placeholder image.
    const images = document.querySelectorAll('img');
    expect(images[3]).toHaveAttribute('data-placeholder', 'true');
  });

  it('reports hover and focus with the MLS number', async () => {
    const onHover = vi.fn();
    const [card] = makeTestCards('en');
    await renderWithProviders(<PropertyCard card={card} onHover={onHover} highlighted />, { locale: 'en' });
    const article = document.querySelector('article')!;
    expect(article).toHaveAttribute('data-highlighted', 'true');
    fireEvent.mouseEnter(article);
    expect(onHover).toHaveBeenLastCalledWith('28451937');
    fireEvent.mouseLeave(article);
    expect(onHover).toHaveBeenLastCalledWith(null);
    screen.getByRole('link').focus();
    expect(onHover).toHaveBeenLastCalledWith('28451937');
  });

  it('renders the see-all, placeholder and skeleton variants', async () => {
    await renderWithProviders(
      <>
        <PropertySeeAllCard href="/en/properties" total={42} />
        <PropertyPlaceholderCard href="/en/contact" />
        <PropertyCardSkeleton />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByRole('link', { name: /See all properties/ })).toHaveAttribute('href', '/en/properties');
    expect(screen.getByText('42 properties available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Can't find what you're looking for\?/ })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByTestId('property-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
