import type { z } from 'zod';
import type { propertyAlertBlockFields, propertyAlertBlockParams } from './index';

/** Demo: a South Shore broker's new-listing alerts. */
export const propertyAlertBlockDemo: {
  block_params?: z.input<typeof propertyAlertBlockParams>;
  fields: z.input<typeof propertyAlertBlockFields>;
} = {
  block_params: { color_scheme: 'normal-grey' },
  fields: {
    badge: { fr: 'Alertes immobilières', en: 'Property alerts' },
    main_title: { fr: 'Soyez le premier informé des nouvelles inscriptions', en: 'Be the first to hear about new listings' },
    description: {
      fr: '<p>Dites-moi ce que vous cherchez : villes, budget, type de propriété. Je vous écris dès qu’une propriété correspond, souvent avant qu’elle n’apparaisse sur Centris.</p>',
      en: '<p>Tell me what you are looking for: cities, budget, type of property. I will write to you as soon as a home matches, often before it appears on Centris.</p>',
    },
    start_button_text: { fr: 'Inscrivez-vous aux alertes', en: 'Sign up for alerts' },
  },
};
