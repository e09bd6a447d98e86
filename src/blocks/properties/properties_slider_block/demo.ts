import type { z } from 'zod';
import type { propertiesSliderFields, propertiesSliderParams } from './index';

const text = (fr: string, en: string) => ({ fr, en });

/** Demo: the latest houses and condos on the South Shore (the server feeds the listings). */
export const propertiesSliderDemo: {
  block_params?: z.input<typeof propertiesSliderParams>;
  fields: z.input<typeof propertiesSliderFields>;
} = {
  block_params: { color_scheme: 'normal', filters: { type: ['maison', 'condo'] } },
  fields: {
    super_title: text('Nouvelles inscriptions', 'New listings'),
    main_title: text('Les dernières propriétés à vendre', 'The latest homes for sale'),
    description: text(
      '<p>Maisons et condos fraîchement inscrits dans votre secteur, mis à jour chaque jour.</p>',
      '<p>Houses and condos freshly listed in your area, updated every day.</p>',
    ),
  },
};
