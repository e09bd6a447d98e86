import type { z } from 'zod';
import type { heroBlock1Fields, heroBlock1Params } from './index';

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
