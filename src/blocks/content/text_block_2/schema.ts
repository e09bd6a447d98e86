/**
 * `text_block_2` (spec 001 §2 "text blocks", §3): super title, title, rich-text description and a
 * row of calls to action (`cta_repeater` of `cta_item`).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { ctaItem } from '../cta_item/schema';

export const textBlock2Fields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText,
  cta_repeater: repeater(ctaItem),
});
/** `text_align`: alignment of the whole block (center by default). */
export const textBlock2Params = z.object({
  color_scheme: colorSchemeName.optional(),
  text_align: z.enum(['left', 'center', 'right']).optional(),
});

/** Demo: sellers and buyers, two calls to action (one opens the contact modal). */
export const textBlock2Demo: {
  block_params?: z.input<typeof textBlock2Params>;
  fields: z.input<typeof textBlock2Fields>;
} = {
  block_params: { color_scheme: 'normal-grey', text_align: 'center' },
  fields: {
    super_title: { fr: 'Vendre ou acheter', en: 'Selling or buying' },
    main_title: { fr: 'Le bon prix, au bon moment', en: 'The right price, at the right time' },
    description: {
      fr: '<p>Le marché de Sherbrooke, de Magog et de North Hatley bouge vite. Une stratégie de prix claire et une mise en marché soignée font toute la différence.</p>',
      en: '<p>The Sherbrooke, Magog and North Hatley markets move fast. A clear pricing strategy and careful marketing make all the difference.</p>',
    },
    cta_repeater: [
      {
        block_type: 'cta_item',
        fields: {
          cta: {
            format: { type: 'button' },
            text: { fr: 'Évaluer ma propriété', en: 'Get my home evaluated' },
            url: { fr: '', en: '' },
            on_click_action: { action_type: 'open_contact_modal', action_params: { recipient_type: 'broker' } },
          },
        },
      },
      {
        block_type: 'cta_item',
        fields: {
          cta: {
            format: { type: 'button-outline' },
            text: { fr: 'Voir les propriétés', en: 'See the listings' },
            url: { fr: '/fr/proprietes', en: '/en/properties' },
          },
        },
      },
    ],
  },
};

export const textBlock2Schema = defineBlockSchema({
  type: 'text_block_2',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Bloc de texte 2', en: 'Text block 2' },
  fields: textBlock2Fields,
  params: textBlock2Params,
  demo: textBlock2Demo,
});
