/**
 * `property_details_block`: the internal block of a listing page, placed by the
 * content API (src/server/api/listingPage.ts), never offered in the editor's "add block" list on
 * its own. Its data is server data in `block_params`:
 * - `listing` (an active listing, src/schema/propertyDetails.ts): photo carousel, price, specs,
 *   description, open houses and location;
 * - `gone` (a sold or removed listing, 410 page): says so and links to similar listings.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { colorSchemeName } from '../../../schema/content';
import { goneListing, propertyDetails } from '../../../schema/propertyDetails';

/** No editable fields: everything comes from the listing. */
export const propertyDetailsFields = z.object({});

/** Server data: the active `listing`, or the `gone` listing of a 410 page. */
export const propertyDetailsParams = z.object({
  color_scheme: colorSchemeName.optional(),
  listing: propertyDetails.optional(),
  gone: goneListing.optional(),
});

/** Demo: a family home in Longueuil, as the content API sends it. */
export const propertyDetailsDemo: {
  block_params?: z.input<typeof propertyDetailsParams>;
  fields: z.input<typeof propertyDetailsFields>;
} = {
  block_params: {
    listing: {
      uls: '28451937',
      type: 'maison',
      for_rent: false,
      price: 549_000,
      previous_price: 569_000,
      address: { fr: '1543, rue des Érables', en: '1543 Rue des Érables' },
      municipality: 'Longueuil',
      postal_code: 'J4H 2K8',
      coords: [45.5312, -73.5181],
      bedrooms: 3,
      bathrooms: 1,
      powder_rooms: 1,
      living_area: 1630,
      lot_area: 5250,
      year_built: 1978,
      badge: 'open-house',
      open_houses: [{ start: '2026-05-09T13:00:00-04:00', end: '2026-05-09T15:00:00-04:00' }],
      photos: ['/listings/maison-1.svg', '/listings/cuisine.svg', '/listings/salon.svg', '/listings/chambre.svg'],
      description: {
        fr: 'Belle maison familiale au cœur de Longueuil. 3 chambres, une salle de bain et 1 630 pi² habitables (année de construction : 1978). Cuisine fonctionnelle, aire ouverte et fenestration abondante.',
        en: 'Lovely family home in the heart of Longueuil. 3 bedrooms, one bathroom and 1,630 sq. ft. of living space (built in 1978). Practical kitchen, open-concept living and plenty of natural light.',
      },
      listed_at: '2026-04-21T14:00:00.000Z',
      broker_name: 'Julie Tremblay',
    },
  },
  fields: {},
};

export const propertyDetailsBlockSchema = defineBlockSchema({
  type: 'property_details_block',
  family: 'properties',
  internal: true,
  label: { fr: 'Fiche de propriété', en: 'Property details' },
  fields: propertyDetailsFields,
  params: propertyDetailsParams,
  demo: propertyDetailsDemo,
});
