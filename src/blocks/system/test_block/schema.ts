/**
 * `test_block` (spec 001 §2 "Developer test block (internal demo)"): tabs for texts,
 * links, media, edito, components, responsive breakpoints and a script paste preview. Internal
 * demo of the design system; the preview's code runs in a sandboxed frame only.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { code, colorSchemeName, localizedText, richText } from '../../../schema/content';

/** `script_sample`: the paste preview's initial code per locale (default: a small clock demo). */
export const testBlockFields = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  script_sample: code.optional(),
});
export const testBlockParams = z.object({ color_scheme: colorSchemeName.optional() });
export type TestBlockFields = z.input<typeof testBlockFields>;

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

export const testBlockSchema = defineBlockSchema({
  type: 'test_block',
  family: 'system',
  colorScheme: true,
  label: { fr: 'Bloc de test (développeurs)', en: 'Developer test block' },
  fields: testBlockFields,
  params: testBlockParams,
  demo: testBlockDemo,
});
