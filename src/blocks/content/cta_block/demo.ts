import type { z } from 'zod';
import type { ctaBlockFields, ctaBlockParams } from './index';

/** Demo: free home evaluation, opens the contact modal. */
export const ctaBlockDemo: {
  block_params?: z.input<typeof ctaBlockParams>;
  fields: z.input<typeof ctaBlockFields>;
} = {
  block_params: { color_scheme: 'inverted' },
  fields: {
    main_title: { fr: 'Combien vaut votre propriété aujourd’hui?', en: 'What is your home worth today?' },
    description: {
      fr: '<p>Recevez une évaluation gratuite et sans engagement, basée sur les ventes récentes de votre secteur.</p>',
      en: '<p>Get a free, no-obligation evaluation based on recent sales in your area.</p>',
    },
    cta: {
      format: { type: 'button' },
      text: { fr: 'Demander mon évaluation', en: 'Request my evaluation' },
      url: { fr: '/fr/contact', en: '/en/contact' },
      on_click_action: { action_type: 'open_contact_modal', action_params: { recipient_type: 'broker' } },
    },
  },
};
