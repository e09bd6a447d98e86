import type { z } from 'zod';
import type { propertyCtaItemFields } from './index';

/** Demo: an invitation to sign up for property alerts. */
export const propertyCtaItemDemo: { fields: z.input<typeof propertyCtaItemFields> } = {
  fields: {
    centered_image: true,
    image: { media: { fr: { url: '/images/skyline.svg', alt: '' } } },
    main_title: { fr: 'Vous ne trouvez pas la bonne propriété?', en: 'Can’t find the right home?' },
    description: {
      fr: '<p>Dites-moi ce que vous cherchez : je vous écris dès qu’une propriété correspond, souvent avant sa mise en ligne.</p>',
      en: '<p>Tell me what you are looking for: I will write to you as soon as a home matches, often before it goes online.</p>',
    },
    cta: {
      format: { type: 'button' },
      text: { fr: 'Me prévenir', en: 'Notify me' },
      url: { fr: '/fr/contact', en: '/en/contact' },
    },
  },
};
