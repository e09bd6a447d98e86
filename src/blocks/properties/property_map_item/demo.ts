/** Demo of `property_map_item`: a Longueuil house with its popup content. */
export const propertyMapItemDemo = {
  block_params: { coords: { lat: 45.5312, lng: -73.5181 }, hover_id: '28451937' },
  fields: {
    media: { media: { fr: { url: '/listings/maison-1.svg', alt: 'Façade de la maison' }, en: { url: '/listings/maison-1.svg', alt: 'Front of the house' } } },
    main_title: { fr: '489 000 $', en: '$489,000' },
    sub_title: { fr: '123, rue Saint-Charles Ouest', en: '123, rue Saint-Charles Ouest' },
    secondary_title: { fr: 'Longueuil', en: 'Longueuil' },
    link: { text: { fr: 'Voir la propriété', en: 'View the property' }, url: { fr: '/fr/proprietes/maison-longueuil-28451937', en: '/en/properties/maison-longueuil-28451937' } },
    list_items_repeater: [],
  },
};
