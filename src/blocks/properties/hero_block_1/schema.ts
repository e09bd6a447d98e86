/**
 * `hero_block_1` (spec 001 §2 "hero blocks (search bar, …)", "Hero search bar"): a
 * full-width hero with a background image, a title, an optional description and the property
 * search bar (buy / rent tabs, municipality dropdown, filters overlay, search button).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { colorSchemeName, image, localizedText, localizedTextarea } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';

export const heroBlock1Fields = z.object({
  bg_image: image,
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: localizedTextarea.optional(),
  /** Tab titles of the search bar (default "Acheter une propriété" / "Louer une propriété"). */
  buy_tab_title: localizedText.optional(),
  rent_tab_title: localizedText.optional(),
});
export const heroBlock1Params = z.object({
  color_scheme: colorSchemeName.optional(),
});

/** Demo: a South Shore broker's home page hero. */
export const heroBlock1Demo: {
  block_params?: z.input<typeof heroBlock1Params>;
  fields: z.input<typeof heroBlock1Fields>;
} = {
  block_params: {},
  fields: {
    bg_image: {
      media: {
        fr: { url: '/images/house.svg', alt: 'Maison unifamiliale à Longueuil' },
        en: { url: '/images/house.svg', alt: 'Single-family home in Longueuil' },
      },
      center: { x: 0.5, y: 0.5 },
    },
    super_title: { fr: 'Propriétés à vendre et à louer', en: 'Properties for sale and for rent' },
    main_title: { fr: 'Trouvez votre prochain chez-vous', en: 'Find your next home' },
    description: {
      fr: 'Maisons, condos et plex sur la Rive-Sud, mis à jour chaque jour.',
      en: 'Houses, condos and plexes on the South Shore, updated every day.',
    },
  },
};

export const heroBlock1Schema = defineBlockSchema({
  type: 'hero_block_1',
  family: 'properties',
  label: { fr: 'Héros avec recherche de propriétés', en: 'Hero with property search' },
  fields: heroBlock1Fields,
  params: heroBlock1Params,
  demo: heroBlock1Demo,
});
