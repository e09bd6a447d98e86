/**
 * `property_details_block` (issue 5 §3): the internal block of a listing page, placed by the
 * content API (src/server/api/listingPage.ts), never offered in the editor's "add block" list on
 * its own. Its data is server data in `block_params`:
 * - `listing` (an active listing, src/schema/propertyDetails.ts): photo carousel, price, specs,
 *   description, open houses and location;
 * - `gone` (a sold or removed listing, 410 page): says so and links to similar listings.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { colorSchemeName } from '../../../schema/content';
import { goneListing, propertyDetails } from '../../../schema/propertyDetails';
import { PropertyDetailsBlock } from './PropertyDetailsBlock';
import { propertyDetailsDemo } from './demo';

/** No editable fields: everything comes from the listing. */
export const propertyDetailsFields = z.object({});

/** Server data: the active `listing`, or the `gone` listing of a 410 page. */
export const propertyDetailsParams = z.object({
  color_scheme: colorSchemeName.optional(),
  listing: propertyDetails.optional(),
  gone: goneListing.optional(),
});

export const propertyDetailsBlock = defineBlock({
  type: 'property_details_block',
  family: 'properties',
  internal: true,
  label: { fr: 'Fiche de propriété', en: 'Property details' },
  fields: propertyDetailsFields,
  params: propertyDetailsParams,
  component: PropertyDetailsBlock,
  demo: propertyDetailsDemo,
});
