/**
 * `icon_cta_card_item` (spec 001 §3 "Icon CTA card: bg_color_primary, text_color, cta, icon,
 * main_title"; registered item type): a card with an icon, a title, an optional short text and a
 * call to action, in its own colours when given (else the colour scheme's). Rendered by
 * `cta_double_block` and `highlights_block` (./IconCtaCard.tsx draws it for both).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it (no component).
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock } from '../../../schema/block';
import { color, icon, link, localizedText, richText } from '../../../schema/content';

export const iconCtaCardItemFields = z.object({
  icon: icon.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
  bg_color_primary: color.optional(),
  text_color: color.optional(),
});
export const iconCtaCardItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'icon_cta_card_item', block_params, fields}`. */
export const iconCtaCardItem = itemBlock('icon_cta_card_item', iconCtaCardItemFields);
export type IconCtaCardItemValue = z.output<typeof iconCtaCardItem>;

/** Demo: a free evaluation card. */
export const iconCtaCardItemDemo: { fields: z.input<typeof iconCtaCardItemFields> } = {
  fields: {
    icon: { type: 'house' },
    main_title: { fr: 'Évaluation gratuite', en: 'Free evaluation' },
    description: {
      fr: '<p>Le juste prix de votre propriété, établi à partir des ventes récentes de votre rue.</p>',
      en: '<p>Your home’s fair price, based on recent sales on your street.</p>',
    },
    cta: {
      format: { type: 'link' },
      text: { fr: 'Demander mon évaluation', en: 'Request my evaluation' },
      url: { fr: '/fr/contact', en: '/en/contact' },
      icon: { type: 'arrow-right', align: 'right' },
    },
  },
};

export const iconCtaCardItemBlockSchema = defineBlockSchema({
  type: 'icon_cta_card_item',
  family: 'content',
  item: true,
  label: { fr: 'Carte avec icône et bouton', en: 'Icon card with call to action' },
  fields: iconCtaCardItemFields,
  params: iconCtaCardItemParams,
  demo: iconCtaCardItemDemo,
});
