import type { z } from 'zod';
import type { iconLinkItemFields } from './index';

/** Demo: the broker's direct line. */
export const iconLinkItemDemo: { fields: z.input<typeof iconLinkItemFields> } = {
  fields: {
    icon: { type: 'phone' },
    link: {
      format: { type: 'text' },
      text: { fr: '819 555-0142', en: '819-555-0142' },
      url: { fr: 'tel:+18195550142', en: 'tel:+18195550142' },
    },
  },
};
