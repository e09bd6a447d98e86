import type { z } from 'zod';
import type { categoriesSliderFields, categoriesSliderParams } from './index';

const text = (fr: string, en: string) => ({ fr, en });
const category = (type: 'maison' | 'condo' | 'prop' | 'chalet' | 'terrain', fr: string, en: string, photo: string, count: number) => ({
  block_type: 'category_item' as const,
  fields: {
    property_type: type,
    property_count: count,
    main_title: text(fr, en),
    image: { media: { fr: { url: photo, alt: '' } } },
    link: { format: { type: 'text' as const }, text: text(fr, en), url: text(`/fr/proprietes?type=${type}`, `/en/properties?type=${type}`) },
  },
});

/** Demo: the five main property categories (counts come from the server when fed). */
export const categoriesSliderDemo: {
  block_params?: z.input<typeof categoriesSliderParams>;
  fields: z.input<typeof categoriesSliderFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: text('Explorer', 'Explore'),
    main_title: text('Chercher par type de propriété', 'Browse by property type'),
    categories_repeater: [
      category('maison', 'Maisons', 'Houses', '/listings/maison-1.svg', 0),
      category('condo', 'Condos', 'Condos', '/listings/condo.svg', 0),
      category('prop', 'Plex', 'Plexes', '/listings/plex.svg', 0),
      category('chalet', 'Chalets', 'Cottages', '/listings/chalet.svg', 0),
      category('terrain', 'Terrains', 'Land', '/listings/terrain.svg', 0),
    ],
  },
};
