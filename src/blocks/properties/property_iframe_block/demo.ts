import type { z } from 'zod';
import type { propertyIframeFields, propertyIframeParams } from './index';

/** Demo: an external listing search tool embedded per locale. */
export const propertyIframeDemo: {
  block_params?: z.input<typeof propertyIframeParams>;
  fields: z.input<typeof propertyIframeFields>;
} = {
  block_params: {
    color_scheme: 'normal',
    core_data: {
      iframeUrl: { fr: 'https://outils.example-immobilier.ca/fr/recherche', en: 'https://outils.example-immobilier.ca/en/search' },
      iframeQueryParams: { broker: 'julie-tremblay' },
    },
  },
  fields: {
    main_title: { fr: 'Toutes les propriétés du secteur', en: 'Every property in the area' },
  },
};
