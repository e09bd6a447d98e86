/**
 * `image_text_block` (spec 001 §2 "image+text", §3): an image beside super title, title, rich text
 * and an optional call to action; `orientation_x` is the image side (left by default).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { colorSchemeName, image, link, localizedText, richText } from '../../../schema/content';

export const imageTextBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText,
  image,
  cta: link.optional(),
});
export const imageTextBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['left', 'right']).optional(),
});

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

export const imageTextBlockSchema = defineBlockSchema({
  type: 'image_text_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Image et texte', en: 'Image and text' },
  fields: imageTextBlockFields,
  params: imageTextBlockParams,
  demo: imageTextBlockDemo,
});
