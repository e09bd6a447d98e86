import type { z } from 'zod';
import type { imageTextBlockFields, imageTextBlockParams } from './index';

/** Demo: the broker's office, image on the left. */
export const imageTextBlockDemo: {
  block_params?: z.input<typeof imageTextBlockParams>;
  fields: z.input<typeof imageTextBlockFields>;
} = {
  block_params: { color_scheme: 'normal', orientation_x: 'left' },
  fields: {
    super_title: { fr: 'Bien ancrée en Estrie', en: 'Rooted in the Eastern Townships' },
    main_title: { fr: 'Une courtière qui connaît chaque quartier', en: 'A broker who knows every neighbourhood' },
    description: {
      fr: '<p>Du Vieux-Nord aux rives du lac Magog, je connais les écoles, les parcs et les projets de la Ville qui influencent la valeur de votre propriété.</p><ul><li>Analyse comparative détaillée</li><li>Photos et visite virtuelle professionnelles</li><li>Suivi hebdomadaire des visites</li></ul>',
      en: '<p>From the North Ward to the shores of Lake Magog, I know the schools, the parks and the city projects that shape what your home is worth.</p><ul><li>Detailed comparative market analysis</li><li>Professional photos and virtual tour</li><li>Weekly showing reports</li></ul>',
    },
    image: {
      media: {
        fr: { url: '/placeholders/office.svg', alt: 'Bureau lumineux de la courtière à Sherbrooke' },
        en: { url: '/placeholders/office.svg', alt: 'The broker’s bright office in Sherbrooke' },
      },
      center: { x: 0.5, y: 0.5 },
    },
    cta: {
      format: { type: 'link' },
      text: { fr: 'Me joindre', en: 'Get in touch' },
      url: { fr: '/fr/contact', en: '/en/contact' },
      icon: { type: 'arrow-right', align: 'right' },
    },
  },
};
