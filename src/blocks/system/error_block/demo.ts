import type { z } from 'zod';
import type { errorBlockFields, errorBlockParams } from './index';

/** Demo: the 404 page with a link home. */
export const errorBlockDemo: {
  block_params?: z.input<typeof errorBlockParams>;
  fields: z.input<typeof errorBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    error_icon: { type: 'warning-triangle' },
    main_title: { fr: 'Erreur 404', en: '404 error' },
    description: {
      fr: '<p>Désolé, la page que vous cherchez est introuvable.</p>',
      en: '<p>Sorry, the page you are looking for could not be found.</p>',
    },
    cta: {
      format: { type: 'button' },
      text: { fr: 'Retour à l’accueil', en: 'Back to home page' },
      url: { fr: '/fr', en: '/en' },
      icon: { type: 'home', align: 'left' },
    },
  },
};
