/**
 * `properties_block` (spec 001 §2 "Properties", §3 "Server data feeding blocks"): a
 * title, a call to action and listing cards beside a map. The listings come from
 * `block_params.core_data` (`{ total, propertiesListing, propertiesMap }`, injected by the content
 * API from the block's `block_params.filters`).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { colorSchemeName, color, link, localizedText } from '../../../schema/content';
import { listingsFeed } from '../../../schema/listing';
import { defineBlockSchema } from '../../defineBlockSchema';

/** Fields: `main_title`, optional `cta` (e.g. "Voir toutes nos propriétés"). */
export const propertiesBlockFields = z.object({
  main_title: localizedText.optional(),
  cta: link.optional(),
});

/**
 * Params: `color_scheme`; `properties_cta_enabled` (default true) shows the CTA; `core_data` the
 * server feed; `filters` a partial search filter state choosing the listings (read by the content
 * API); `map_markers_color` (`#rrggbb`, default the theme's primary colour).
 */
export const propertiesBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  properties_cta_enabled: z.boolean().default(true),
  core_data: listingsFeed.prefault({}),
  filters: z.record(z.string(), z.unknown()).optional(),
  map_markers_color: color.optional(),
});

/**
 * Demo of `properties_block`: four South Shore listings (the content API replaces `core_data` with
 * the site's own listings when it serves a page).
 */
export const propertiesBlockDemo = {
  block_params: {
    properties_cta_enabled: true,
    core_data: {
      total: 38,
      propertiesListing: [
        {
          uls: '28451937', type: 'maison' as const, address: '123, rue Saint-Charles Ouest, Longueuil', municipality: 'Longueuil',
          price: 489000, for_rent: false, url: '/fr/proprietes/maison-longueuil-28451937',
          carousel_images: ['/listings/maison-1.svg'], property_image: '/listings/maison-1.svg',
          specs: { bed: 3, bath: 2, area: 1450 }, coords: [45.5312, -73.5181] as [number, number], badge: 'new' as const,
        },
        {
          uls: '20931177', type: 'maison' as const, address: '58, chemin du Lac, Saint-Bruno-de-Montarville', municipality: 'Saint-Bruno-de-Montarville',
          price: 724500, for_rent: false, url: '/fr/proprietes/maison-saint-bruno-de-montarville-20931177',
          carousel_images: ['/listings/maison-2.svg'], property_image: '/listings/maison-2.svg',
          specs: { bed: 4, bath: 3, area: 2310 }, coords: [45.5338, -73.3494] as [number, number], badge: 'open-house' as const,
        },
        {
          uls: '17263544', type: 'condo' as const, address: '210, rue Sainte-Hélène, app. 302, Longueuil', municipality: 'Longueuil',
          price: 329900, for_rent: false, url: '/fr/proprietes/condo-longueuil-17263544',
          carousel_images: ['/listings/condo.svg'], property_image: '/listings/condo.svg',
          specs: { bed: 2, bath: 1, area: 910 }, coords: [45.5389, -73.5095] as [number, number], badge: null,
        },
        {
          uls: '11874520', type: 'prop' as const, address: '915, boulevard Sir-Wilfrid-Laurier, Saint-Lambert', municipality: 'Saint-Lambert',
          price: 839000, for_rent: false, url: '/fr/proprietes/plex-saint-lambert-11874520',
          carousel_images: ['/listings/plex.svg'], property_image: '/listings/plex.svg',
          specs: { bed: 6, bath: 3, area: 3100 }, coords: [45.4998, -73.5062] as [number, number], badge: null,
        },
      ],
      propertiesMap: [
        { uls: '28451937', coords: [45.5312, -73.5181] as [number, number], price: 489000 },
        { uls: '20931177', coords: [45.5338, -73.3494] as [number, number], price: 724500 },
        { uls: '17263544', coords: [45.5389, -73.5095] as [number, number], price: 329900 },
        { uls: '11874520', coords: [45.4998, -73.5062] as [number, number], price: 839000 },
      ],
    },
  },
  fields: {
    main_title: { fr: 'Nos propriétés à vendre', en: 'Our properties for sale' },
    cta: {
      format: { type: 'button-outline' as const },
      text: { fr: 'Voir toutes nos propriétés', en: 'See all our properties' },
      url: { fr: '/fr/proprietes', en: '/en/properties' },
    },
  },
};

export const propertiesBlockSchema = defineBlockSchema({
  type: 'properties_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Propriétés avec carte', en: 'Properties with map' },
  fields: propertiesBlockFields,
  params: propertiesBlockParams,
  demo: propertiesBlockDemo,
});
