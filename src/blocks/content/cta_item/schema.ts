/** `cta_item` (spec 001 §3 "Registered block types"): one call-to-action link in a `cta_repeater`.  *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock } from '../../../schema/block';
import { link } from '../../../schema/content';

export const ctaItemFields = z.object({ cta: link });
export const ctaItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'cta_item', block_params, fields: {cta}}`. */
export const ctaItem = itemBlock('cta_item', ctaItemFields);

/** Demo: a link to the contact page. */
export const ctaItemDemo: { fields: z.input<typeof ctaItemFields> } = {
  fields: {
    cta: {
      format: { type: 'button' },
      text: { fr: 'Planifier un appel', en: 'Book a call' },
      url: { fr: '/fr/contact', en: '/en/contact' },
    },
  },
};

export const ctaItemBlockSchema = defineBlockSchema({
  type: 'cta_item',
  family: 'content',
  item: true,
  label: { fr: 'Bouton d’action', en: 'Call-to-action button' },
  fields: ctaItemFields,
  params: ctaItemParams,
  demo: ctaItemDemo,
});
