/**
 * `property_valuation_block` (spec 001 §2 "Property valuation: multi-step form", §3 "Valuation form
 * data", §4, §5, §7 "Valuation payload"; issue 4 §1). Fields: the intro step's badge, title,
 * description and start button text (default "Start the evaluation" / « Commencer l’évaluation »).
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { PropertyValuationBlock } from './PropertyValuationBlock';
import { propertyValuationBlockDemo } from './demo';

export const propertyValuationBlockFields = z.object({
  badge: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  start_button_text: localizedText.optional(),
});

export const propertyValuationBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
});

export const propertyValuationBlock = defineBlock({
  type: 'property_valuation_block',
  family: 'forms',
  colorScheme: true,
  label: { fr: 'Évaluation de propriété', en: 'Property valuation' },
  fields: propertyValuationBlockFields,
  params: propertyValuationBlockParams,
  component: PropertyValuationBlock,
  demo: propertyValuationBlockDemo,
});
