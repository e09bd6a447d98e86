/**
 * `property_alert_block` (spec 001 §2 "Property alert: multi-step form", §3 "Alert form data", §4,
 * §5, §7 "Alert payload"; issue 4 §1). Fields: the intro step's badge, title, description and start
 * button text (default "Sign up for alerts" / « Inscrivez-vous aux alertes »).
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { PropertyAlertBlock } from './PropertyAlertBlock';
import { propertyAlertBlockDemo } from './demo';

export const propertyAlertBlockFields = z.object({
  badge: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  start_button_text: localizedText.optional(),
});

export const propertyAlertBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
});

export const propertyAlertBlock = defineBlock({
  type: 'property_alert_block',
  family: 'forms',
  colorScheme: true,
  label: { fr: 'Alerte de propriétés', en: 'Property alert' },
  fields: propertyAlertBlockFields,
  params: propertyAlertBlockParams,
  component: PropertyAlertBlock,
  demo: propertyAlertBlockDemo,
});
