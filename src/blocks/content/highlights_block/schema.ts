/**
 * `highlights_block` (spec 001 §2 "highlights"; spec 000 §9 layout "highlights 500"): a panel at
 * least 500 px tall — super title, title, description and call to action over an optional
 * background image — with a row of highlight cards (`icon_cta_card_item`) along its foot.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, image, link, localizedText, richText } from '../../../schema/content';
import { iconCtaCardItem } from '../icon_cta_card_item/schema';

export const highlightsBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
  image: image.optional(),
  highlights_repeater: repeater(iconCtaCardItem),
});
export const highlightsBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

const card = (iconType: string, fr: string, en: string, frText: string, enText: string) => ({
  block_type: 'icon_cta_card_item' as const,
  fields: { icon: { type: iconType }, main_title: { fr, en }, description: { fr: `<p>${frText}</p>`, en: `<p>${enText}</p>` } },
});

/** Demo: why sell with the broker, over a South Shore street. */
export const highlightsBlockDemo: {
  block_params?: z.input<typeof highlightsBlockParams>;
  fields: z.input<typeof highlightsBlockFields>;
} = {
  block_params: { color_scheme: 'inverted' },
  fields: {
    super_title: { fr: 'Vendre avec moi', en: 'Sell with me' },
    main_title: { fr: 'Votre propriété mérite d’être vue sous son meilleur jour', en: 'Your home deserves to be seen at its best' },
    description: {
      fr: '<p>Un plan de mise en marché sur mesure, des acheteurs qualifiés et une négociation ferme.</p>',
      en: '<p>A tailored marketing plan, qualified buyers and firm negotiation.</p>',
    },
    cta: {
      format: { type: 'button' },
      text: { fr: 'Planifier une rencontre', en: 'Book a meeting' },
      url: { fr: '/fr/contact', en: '/en/contact' },
      on_click_action: { action_type: 'open_contact_modal' },
    },
    image: {
      media: {
        fr: { url: '/images/house.svg', alt: '' },
        en: { url: '/images/house.svg', alt: '' },
      },
    },
    highlights_repeater: [
      card('clock', '24 jours', '24 days', 'Délai de vente moyen de mes inscriptions en 2025.', 'Average time to sell of my listings in 2025.'),
      card('star', '98 % du prix demandé', '98% of asking price', 'Prix de vente moyen obtenu par rapport au prix affiché.', 'Average sale price compared with the listed price.'),
      card('users', '150 familles', '150 families', 'Accompagnées sur la Rive-Sud depuis 2014.', 'Guided on the South Shore since 2014.'),
    ],
  },
};

export const highlightsBlockSchema = defineBlockSchema({
  type: 'highlights_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Faits saillants', en: 'Highlights' },
  fields: highlightsBlockFields,
  params: highlightsBlockParams,
  demo: highlightsBlockDemo,
});
