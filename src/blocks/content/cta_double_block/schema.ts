/**
 * `cta_double_block` (spec 001 §2 "double CTA"; spec 000 §9 layout "double CTA 250"): two
 * `icon_cta_card_item` panels side by side from md (768 px), each at least 250 px tall, under an
 * optional title. One card spans the full width.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { colorSchemeName, fieldMeta, localizedText } from '../../../schema/content';
import { iconCtaCardItem } from '../icon_cta_card_item/schema';

/** One or two cards: a repeater the editor validates at 1 to 2 entries. */
const cards = z.array(iconCtaCardItem).min(1).max(2);
fieldMeta.add(cards, {
  widget: 'repeater',
  help: { fr: 'Une ou deux cartes.', en: 'One or two cards.' },
});

export const ctaDoubleBlockFields = z.object({
  main_title: localizedText.optional(),
  icon_cta_cards_repeater: cards,
});
export const ctaDoubleBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: sell or buy, the two doors of a broker's site. */
export const ctaDoubleBlockDemo: {
  block_params?: z.input<typeof ctaDoubleBlockParams>;
  fields: z.input<typeof ctaDoubleBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    icon_cta_cards_repeater: [
      {
        block_type: 'icon_cta_card_item',
        fields: {
          icon: { type: 'house' },
          main_title: { fr: 'Vous vendez ?', en: 'Selling?' },
          description: {
            fr: '<p>Recevez une évaluation gratuite de votre propriété en 48 heures, basée sur les ventes de votre secteur.</p>',
            en: '<p>Get a free evaluation of your home within 48 hours, based on sales in your area.</p>',
          },
          cta: {
            format: { type: 'button' },
            text: { fr: 'Évaluer ma propriété', en: 'Evaluate my home' },
            url: { fr: '/fr/contact', en: '/en/contact' },
          },
          bg_color_primary: '#1f3a5f',
          text_color: '#ffffff',
        },
      },
      {
        block_type: 'icon_cta_card_item',
        fields: {
          icon: { type: 'search' },
          main_title: { fr: 'Vous achetez ?', en: 'Buying?' },
          description: {
            fr: '<p>Soyez averti dès qu’une propriété correspond à vos critères, souvent avant sa mise en ligne.</p>',
            en: '<p>Hear about homes that match your criteria as soon as they are listed, often before they go online.</p>',
          },
          cta: {
            format: { type: 'button-outline' },
            text: { fr: 'Voir les propriétés', en: 'See the properties' },
            url: { fr: '/fr/proprietes', en: '/en/properties' },
          },
        },
      },
    ],
  },
};

export const ctaDoubleBlockSchema = defineBlockSchema({
  type: 'cta_double_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Double appel à l’action', en: 'Double call to action' },
  fields: ctaDoubleBlockFields,
  params: ctaDoubleBlockParams,
  demo: ctaDoubleBlockDemo,
});
