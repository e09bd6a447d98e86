/** `cta_item` (spec 001 §3 "Registered block types"): one call-to-action link in a `cta_repeater`. */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { itemBlock } from '../../../schema/block';
import { link } from '../../../schema/content';
import { CtaItem } from './CtaItem';
import { ctaItemDemo } from './demo';

export const ctaItemFields = z.object({ cta: link });
export const ctaItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'cta_item', block_params, fields: {cta}}`. */
export const ctaItem = itemBlock('cta_item', ctaItemFields);

export const ctaItemBlock = defineBlock({
  type: 'cta_item',
  family: 'item',
  item: true,
  label: { fr: 'Bouton d’action', en: 'Call-to-action button' },
  fields: ctaItemFields,
  params: ctaItemParams,
  component: CtaItem,
  demo: ctaItemDemo,
});
