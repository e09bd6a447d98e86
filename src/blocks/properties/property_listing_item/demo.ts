import type { z } from 'zod';
import type { propertyListingItemFields } from './index';

const text = (fr: string, en: string) => ({ fr, en });

/** Demo: a lakefront cottage presented by hand. */
export const propertyListingItemDemo: { fields: z.input<typeof propertyListingItemFields> } = {
  fields: {
    hover_id: '25506613',
    super_title: text('Exclusivité', 'Exclusive'),
    main_title: text('649 000 $', '$649,000'),
    sub_title: text('12, chemin des Pins, Magog', '12 Chemin des Pins, Magog'),
    secondary_title: text('Chalet quatre saisons au bord du lac Memphrémagog', 'Four-season cottage on Lake Memphremagog'),
    link: {
      format: { type: 'button' },
      text: text('Voir la propriété', 'View the property'),
      url: text('/fr/proprietes/chalet-magog-25506613', '/en/properties/cottage-magog-25506613'),
    },
    tags_repeater: [
      { block_type: 'tag_item', fields: { main_title: text('Bord de l’eau', 'Waterfront'), bg_color: '#e8f1fb', text_color: '#163a66' } },
      { block_type: 'tag_item', fields: { main_title: text('Visite libre dimanche', 'Open house Sunday') } },
    ],
    list_items_repeater: [
      { block_type: 'icon_list_item', fields: { icon: { type: 'bed' }, description: text('3 chambres', '3 bedrooms') } },
      { block_type: 'icon_list_item', fields: { icon: { type: 'bath' }, description: text('2 salles de bain', '2 bathrooms') } },
      { block_type: 'icon_list_item', fields: { icon: { type: 'house' }, description: text('1 620 pi²', '1,620 ft²') } },
    ],
    medias_repeater: [
      { block_type: 'media_item', fields: { media: { media: { fr: { url: '/listings/chalet.svg', alt: 'Chalet en bois rond au bord du lac', }, en: { url: '/listings/chalet.svg', alt: 'Log cottage by the lake' } } } } },
      { block_type: 'media_item', fields: { media: { media: { fr: { url: '/listings/salon.svg', alt: 'Salon' } } } } },
    ],
  },
};
