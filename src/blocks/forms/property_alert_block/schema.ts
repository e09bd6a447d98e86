/**
 * `property_alert_block` (spec 001 §2 "Property alert: multi-step form", §3 "Alert form data", §4,
 * §5, §7 "Alert payload"). Fields: the intro step's badge, title, description and start
 * button text (default "Sign up for alerts" / « Inscrivez-vous aux alertes »).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';

export const propertyAlertBlockFields = z.object({
  badge: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  start_button_text: localizedText.optional(),
});

export const propertyAlertBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
});

/** Demo: a South Shore broker's new-listing alerts. */
export const propertyAlertBlockDemo: {
  block_params?: z.input<typeof propertyAlertBlockParams>;
  fields: z.input<typeof propertyAlertBlockFields>;
} = {
  block_params: { color_scheme: 'normal-grey' },
  fields: {
    badge: { fr: 'Alertes immobilières', en: 'Property alerts' },
    main_title: { fr: 'Soyez le premier informé des nouvelles inscriptions', en: 'Be the first to hear about new listings' },
    description: {
      fr: '<p>Dites-moi ce que vous cherchez : villes, budget, type de propriété. Je vous écris dès qu’une propriété correspond, souvent avant qu’elle n’apparaisse sur Centris.</p>',
      en: '<p>Tell me what you are looking for: cities, budget, type of property. I will write to you as soon as a home matches, often before it appears on Centris.</p>',
    },
    start_button_text: { fr: 'Inscrivez-vous aux alertes', en: 'Sign up for alerts' },
  },
};

export const propertyAlertBlockSchema = defineBlockSchema({
  type: 'property_alert_block',
  family: 'forms',
  colorScheme: true,
  label: { fr: 'Alerte de propriétés', en: 'Property alert' },
  fields: propertyAlertBlockFields,
  params: propertyAlertBlockParams,
  demo: propertyAlertBlockDemo,
});
