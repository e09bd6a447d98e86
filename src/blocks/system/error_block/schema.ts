/**
 * `error_block` (spec 000 §2 "Error page", §8; spec 001 §3 "Error block: error_icon, debug_infos"):
 * icon, title, rich-text description, optional call to action and debug details. The renderer's
 * error page renders it with the page-load outcome; it may also be placed in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { colorSchemeName, icon, link, localizedText, richText } from '../../../schema/content';

/** `debug_infos` is plain text shown in a collapsed <details> (the error page passes it only with exposeErrors). */
export const errorBlockFields = z.object({
  error_icon: icon,
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
  debug_infos: z.string().optional(),
});
export const errorBlockParams = z.object({ color_scheme: colorSchemeName.optional() });
export type ErrorBlockFields = z.input<typeof errorBlockFields>;
/** The fields as the component receives them (parsed). */
export type ErrorBlockParsedFields = z.output<typeof errorBlockFields>;

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

export const errorBlockSchema = defineBlockSchema({
  type: 'error_block',
  family: 'system',
  colorScheme: true,
  label: { fr: 'Bloc d’erreur', en: 'Error block' },
  fields: errorBlockFields,
  params: errorBlockParams,
  demo: errorBlockDemo,
});
