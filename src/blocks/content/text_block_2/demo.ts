import type { z } from 'zod';
import type { textBlock2Fields, textBlock2Params } from './index';

/** Demo: sellers and buyers, two calls to action (one opens the contact modal). */
export const textBlock2Demo: {
  block_params?: z.input<typeof textBlock2Params>;
  fields: z.input<typeof textBlock2Fields>;
} = {
  block_params: { color_scheme: 'normal-grey', text_align: 'center' },
  fields: {
    super_title: { fr: 'Vendre ou acheter', en: 'Selling or buying' },
    main_title: { fr: 'Le bon prix, au bon moment', en: 'The right price, at the right time' },
    description: {
      fr: '<p>Le marché de Sherbrooke, de Magog et de North Hatley bouge vite. Une stratégie de prix claire et une mise en marché soignée font toute la différence.</p>',
      en: '<p>The Sherbrooke, Magog and North Hatley markets move fast. A clear pricing strategy and careful marketing make all the difference.</p>',
    },
    cta_repeater: [
      {
        block_type: 'cta_item',
        fields: {
          cta: {
            format: { type: 'button' },
            text: { fr: 'Évaluer ma propriété', en: 'Get my home evaluated' },
            url: { fr: '', en: '' },
            on_click_action: { action_type: 'open_contact_modal', action_params: { recipient_type: 'broker' } },
          },
        },
      },
      {
        block_type: 'cta_item',
        fields: {
          cta: {
            format: { type: 'button-outline' },
            text: { fr: 'Voir les propriétés', en: 'See the listings' },
            url: { fr: '/fr/proprietes', en: '/en/properties' },
          },
        },
      },
    ],
  },
};
