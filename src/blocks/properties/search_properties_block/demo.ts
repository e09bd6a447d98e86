import type { z } from 'zod';
import type { searchPropertiesFields, searchPropertiesParams } from './index';

/** Demo: the broker's search page title. */
export const searchPropertiesDemo: {
  block_params?: z.input<typeof searchPropertiesParams>;
  fields: z.input<typeof searchPropertiesFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    main_title: { fr: 'Propriétés à vendre et à louer', en: 'Properties for sale and for rent' },
  },
};
