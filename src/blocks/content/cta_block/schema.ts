/**
 * `cta_block` (spec 001 §2 "CTA", §9 layout "CTA 150"): a title, optional rich text and one call to
 * action over an optional background image.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { colorSchemeName, image, link, localizedText, richText } from '../../../schema/content';

export const ctaBlockFields = z.object({
  main_title: localizedText,
  description: richText.optional(),
  cta: link,
  image: image.optional(),
});
export const ctaBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: free home evaluation, opens the contact modal. */
export const ctaBlockDemo: {
  block_params?: z.input<typeof ctaBlockParams>;
  fields: z.input<typeof ctaBlockFields>;
} = {
  block_params: { color_scheme: 'inverted' },
  fields: {
    main_title: { fr: 'Combien vaut votre propriété aujourd’hui?', en: 'What is your home worth today?' },
    description: {
      fr: '<p>Recevez une évaluation gratuite et sans engagement, basée sur les ventes récentes de votre secteur.</p>',
      en: '<p>Get a free, no-obligation evaluation based on recent sales in your area.</p>',
    },
    cta: {
      format: { type: 'button' },
      text: { fr: 'Demander mon évaluation', en: 'Request my evaluation' },
      url: { fr: '/fr/contact', en: '/en/contact' },
      on_click_action: { action_type: 'open_contact_modal', action_params: { recipient_type: 'broker' } },
    },
  },
};

export const ctaBlockSchema = defineBlockSchema({
  type: 'cta_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Appel à l’action', en: 'Call to action' },
  fields: ctaBlockFields,
  params: ctaBlockParams,
  demo: ctaBlockDemo,
});
