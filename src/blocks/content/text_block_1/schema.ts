/**
 * `text_block_1` (spec 001 §2 "text blocks", §3 "Text blocks", §5 orientation values): super title,
 * title, rich-text description and one optional call to action; the title column sits left or right.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';

export const textBlock1Fields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText,
  cta: link.optional(),
});
/** `orientation_x`: side of the title (left default); `text_align`: alignment of the text. */
export const textBlock1Params = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['left', 'right']).optional(),
  text_align: z.enum(['left', 'center', 'right']).optional(),
});

/** Demo: the broker's approach, with a link to the about page. */
export const textBlock1Demo: {
  block_params?: z.input<typeof textBlock1Params>;
  fields: z.input<typeof textBlock1Fields>;
} = {
  block_params: { color_scheme: 'normal', orientation_x: 'left', text_align: 'left' },
  fields: {
    super_title: { fr: 'Mon approche', en: 'My approach' },
    main_title: {
      fr: 'Un accompagnement humain, du premier appel à la remise des clés',
      en: 'Personal guidance, from the first call to the day you get the keys',
    },
    description: {
      fr: '<p>Depuis plus de 15 ans, j’aide les familles de l’Estrie à vendre et à acheter en toute confiance. Chaque mandat commence par une écoute attentive : vos projets, votre échéancier, votre budget.</p><p>Je m’occupe ensuite de <strong>tout le reste</strong> : évaluation juste du marché, mise en valeur de la propriété, négociation et suivi jusque chez le notaire.</p>',
      en: '<p>For more than 15 years, I have helped Eastern Townships families sell and buy with confidence. Every mandate starts with careful listening: your plans, your timeline, your budget.</p><p>I then take care of <strong>everything else</strong>: a fair market evaluation, staging, negotiation and follow-up all the way to the notary.</p>',
    },
    cta: {
      format: { type: 'button-outline' },
      text: { fr: 'En savoir plus sur moi', en: 'More about me' },
      url: { fr: '/fr/a-propos', en: '/en/about' },
      icon: { type: 'arrow-right', align: 'right' },
    },
  },
};

export const textBlock1Schema = defineBlockSchema({
  type: 'text_block_1',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Bloc de texte 1', en: 'Text block 1' },
  fields: textBlock1Fields,
  params: textBlock1Params,
  demo: textBlock1Demo,
});
