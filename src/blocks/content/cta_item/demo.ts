import type { z } from 'zod';
import type { ctaItemFields } from './index';

/** Demo: a link to the contact page. */
export const ctaItemDemo: { fields: z.input<typeof ctaItemFields> } = {
  fields: {
    cta: {
      format: { type: 'button' },
      text: { fr: 'Planifier un appel', en: 'Book a call' },
      url: { fr: '/fr/contact', en: '/en/contact' },
    },
  },
};
