import type { z } from 'zod';
import type { testBlockFields, testBlockParams } from './index';

/** Demo: the design-system showcase with its default script sample. */
export const testBlockDemo: {
  block_params?: z.input<typeof testBlockParams>;
  fields: z.input<typeof testBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    main_title: { fr: 'Bloc de test des composants', en: 'Component test block' },
    description: {
      fr: '<p>Vitrine interne des styles et composants du site : textes, liens, médias, éditorial, composants, points de rupture et aperçu de script.</p>',
      en: '<p>Internal showcase of the site’s styles and components: texts, links, media, edito, components, breakpoints and script preview.</p>',
    },
  },
};
