import type { z } from 'zod';
import type { propertyValuationBlockFields, propertyValuationBlockParams } from './index';

/** Demo: a free home valuation offered by a South Shore broker. */
export const propertyValuationBlockDemo: {
  block_params?: z.input<typeof propertyValuationBlockParams>;
  fields: z.input<typeof propertyValuationBlockFields>;
} = {
  block_params: { color_scheme: 'normal-grey' },
  fields: {
    badge: { fr: 'Évaluation gratuite', en: 'Free valuation' },
    main_title: { fr: 'Combien vaut votre propriété aujourd’hui ?', en: 'What is your home worth today?' },
    description: {
      fr: '<p>En quelques minutes, décrivez votre propriété. Je l’analyse à partir des ventes comparables de votre secteur et je vous remets une évaluation gratuite, sans engagement.</p>',
      en: '<p>Describe your home in a few minutes. I analyze it against comparable sales in your area and send you a free, no-obligation valuation.</p>',
    },
    start_button_text: { fr: 'Commencer l’évaluation', en: 'Start the evaluation' },
  },
};
