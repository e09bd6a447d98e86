/** Demo of `map_marker_item`: the brokerage office in Longueuil. */
export const mapMarkerItemDemo = {
  block_params: { coords: { lat: 45.5369, lng: -73.5107 }, hover_id: 'bureau-longueuil' },
  fields: {
    main_title: { fr: 'Bureau de Longueuil', en: 'Longueuil office' },
    description: { fr: '<p>825, rue Saint-Laurent Ouest, Longueuil (Québec)</p>', en: '<p>825 Saint-Laurent Street West, Longueuil, Quebec</p>' },
    tooltip: { fr: 'Notre bureau', en: 'Our office' },
    popup_repeater: [],
  },
};
