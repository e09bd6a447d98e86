/**
 * `property_valuation_block` (spec 001 §2 "Property valuation: multi-step form", §3 "Valuation form
 * data", §4, §5, §7 "Valuation payload"). Fields: the intro step's badge, title,
 * description and start button text (default "Start the evaluation" / « Commencer l’évaluation »).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';

export const propertyValuationBlockFields = z.object({
  badge: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  start_button_text: localizedText.optional(),
});

export const propertyValuationBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
});

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

export const propertyValuationBlockSchema = defineBlockSchema({
  type: 'property_valuation_block',
  family: 'forms',
  colorScheme: true,
  label: { fr: 'Évaluation de propriété', en: 'Property valuation' },
  fields: propertyValuationBlockFields,
  params: propertyValuationBlockParams,
  demo: propertyValuationBlockDemo,
});
