/**
 * Alternative texts of the seeded illustrations, for their media-library entries when every use in
 * the seed content is decorative (an avatar beside the person's name, a category card under its
 * title, an office photo beside the office's name): the library asks for both texts before an
 * image is placed elsewhere, so each illustration gets a description in both languages.
 */
import type { Localized } from './builders';

const monogram = (name: string): Localized => ({ fr: `Monogramme de ${name}`, en: `${name}’s monogram` });

/** Alt texts by illustration path (`/listings/condo.svg`). */
export const illustrationAlts: Record<string, Localized> = {
  '/images/house.svg': { fr: 'Maison unifamiliale de la Rive-Sud', en: 'Single-family home on the South Shore' },
  '/images/laurentides.svg': { fr: 'Lac et montagnes des Laurentides', en: 'Lake and mountains of the Laurentians' },
  '/images/portrait.svg': { fr: 'Portrait de la courtière', en: 'Portrait of the broker' },
  '/images/skyline.svg': { fr: 'Montréal vue de Longueuil au crépuscule', en: 'Montréal seen from Longueuil at dusk' },
  '/listings/chalet.svg': { fr: 'Chalet en forêt', en: 'Cottage in the woods' },
  '/listings/chambre.svg': { fr: 'Chambre à coucher', en: 'Bedroom' },
  '/listings/commerce.svg': { fr: 'Local commercial', en: 'Commercial space' },
  '/listings/condo.svg': { fr: 'Tour de condos', en: 'Condo tower' },
  '/listings/cuisine.svg': { fr: 'Cuisine', en: 'Kitchen' },
  '/listings/ferme.svg': { fr: 'Fermette', en: 'Hobby farm' },
  '/listings/maison-1.svg': { fr: 'Maison à étages', en: 'Two-storey house' },
  '/listings/maison-2.svg': { fr: 'Maison de plain-pied', en: 'Bungalow' },
  '/listings/plex.svg': { fr: 'Plex montréalais', en: 'Montréal plex' },
  '/listings/salle-de-bain.svg': { fr: 'Salle de bain', en: 'Bathroom' },
  '/listings/salon.svg': { fr: 'Salon', en: 'Living room' },
  '/listings/terrain.svg': { fr: 'Terrain boisé', en: 'Wooded lot' },
  '/directory/offices/plateau.svg': { fr: 'Bureau du Plateau-Mont-Royal', en: 'Plateau-Mont-Royal office' },
  '/directory/offices/longueuil.svg': { fr: 'Bureau du Vieux-Longueuil', en: 'Old Longueuil office' },
  '/people/amelie-girard.svg': monogram('Amélie Girard'),
  '/people/chantal-morin.svg': monogram('Chantal Morin'),
  '/people/david-roy.svg': monogram('David Roy'),
  '/people/francois-pelletier.svg': monogram('François Pelletier'),
  '/people/genevieve-bouchard.svg': monogram('Geneviève Bouchard'),
  '/people/isabelle-fortin.svg': monogram('Isabelle Fortin'),
  '/people/martin-leblanc.svg': monogram('Martin Leblanc'),
  '/people/nadia-haddad.svg': monogram('Nadia Haddad'),
  '/people/olivier-cote.svg': monogram('Olivier Côté'),
  '/people/samuel-nguyen.svg': monogram('Samuel Nguyen'),
};
