/**
 * Realistic listing cards for tests and demos (Montérégie / Montréal), texts per locale.
 * Test and demo data only.
 */
import type { PropertyCard, PropertyMapPoint } from '../../../schema/listing';

const BASE: Array<Omit<PropertyCard, 'url' | 'address' | 'municipality'> & { street: string; municipality: string; slug: string }> = [
  { uls: '28451937', type: 'maison', street: '123, rue Saint-Charles Ouest', municipality: 'Longueuil', slug: 'maison-longueuil', price: 489000, for_rent: false, carousel_images: ['/listings/maison-1.svg'], property_image: '/listings/maison-1.svg', specs: { bed: 3, bath: 2, area: 1450 }, coords: [45.5312, -73.5181], badge: 'new' },
  { uls: '17263544', type: 'condo', street: '4200, boulevard Saint-Laurent, app. 402', municipality: 'Montréal', slug: 'condo-montreal', price: 1850, for_rent: true, carousel_images: ['/listings/condo.svg'], property_image: '/listings/condo.svg', specs: { bed: 2, bath: 1, area: 880 }, coords: [45.5145, -73.5843], badge: 'rent' },
  { uls: '20931177', type: 'maison', street: '58, chemin du Lac', municipality: 'Saint-Bruno-de-Montarville', slug: 'maison-saint-bruno-de-montarville', price: 724500, for_rent: false, carousel_images: ['/listings/maison-2.svg'], property_image: '/listings/maison-2.svg', specs: { bed: 4, bath: 3, area: 2310 }, coords: [45.5338, -73.3494], badge: 'open-house' },
  { uls: '11874520', type: 'prop', street: '915, rue Notre-Dame', municipality: 'Repentigny', slug: 'plex-repentigny', price: 839000, for_rent: false, carousel_images: ['/listings/plex.svg'], property_image: '/listings/plex.svg', specs: { bed: 6, bath: 3, area: 3100 }, coords: [45.7423, -73.4502], badge: null },
  { uls: '25506613', type: 'chalet', street: '12, chemin des Pins', municipality: 'Magog', slug: 'chalet-magog', price: 415000, for_rent: false, carousel_images: [], property_image: null, specs: { bed: 2, bath: 1, area: null }, coords: [45.2668, -72.1478], badge: 'sold' },
];

/** `count` cards (cycling the five above with distinct MLS numbers) for a locale. */
export function makeTestCards(locale: 'fr' | 'en', count = 5): PropertyCard[] {
  return Array.from({ length: count }, (_, i) => {
    const base = BASE[i % BASE.length];
    const uls = i < BASE.length ? base.uls : String(Number(base.uls) + i);
    const { street, slug, ...rest } = base;
    return {
      ...rest,
      uls,
      address: `${street}, ${base.municipality}`,
      url: `${locale === 'fr' ? '/fr/proprietes' : '/en/properties'}/${slug}-${uls}`,
    };
  });
}

/** Map points of cards. */
export function toMapPoints(cards: PropertyCard[]): PropertyMapPoint[] {
  return cards.map((card) => ({ uls: card.uls, coords: card.coords, price: card.price }));
}
