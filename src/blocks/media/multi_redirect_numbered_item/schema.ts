/**
 * `multi_redirect_numbered_item` (spec 001 §3 "Multi-redirect items: main_title, description,
 * cta, icon or image, link, image_bg_color, show_number"): one destination of
 * `multi_redirect_horizontal_numbered_block`; never placed directly in a page.
 * `link` makes the whole card a link; `cta` adds a separate button.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { defineBlockSchema } from '../../defineBlockSchema';
import { go, text } from '../_parts/demoValues';
import { redirectBaseFields } from '../_parts/redirectFields';

export const multiRedirectNumberedItemFields = z.object({
  ...redirectBaseFields,
  /** Prints the card's rank (`01`, `02`…); on by default. */
  show_number: z.boolean().default(true),
});
/** The repeater entry envelope `{block_type: 'multi_redirect_numbered_item', block_params, fields}`. */
export const multiRedirectNumberedItem = itemBlock('multi_redirect_numbered_item', multiRedirectNumberedItemFields);

/** Demo: one destination of the broker's site. */
export const multiRedirectNumberedItemDemo: { fields: z.input<typeof multiRedirectNumberedItemFields> } = {
  fields: {
    main_title: text('Faire évaluer ma propriété', 'Get my home valued'),
    description: text('<p>Un prix juste, appuyé sur les ventes récentes du secteur.</p>', '<p>A fair price, backed by recent sales in the area.</p>'),
    link: go('Faire évaluer ma propriété', 'Get my home valued', '/fr/vendre', '/en/sell'),
    show_number: true,
  },
};

export const multiRedirectNumberedItemBlockSchema = defineBlockSchema({
  type: 'multi_redirect_numbered_item',
  family: 'media',
  item: true,
  label: { fr: 'Redirection numérotée', en: 'Numbered redirect' },
  fields: multiRedirectNumberedItemFields,
  params: z.object({}),
  demo: multiRedirectNumberedItemDemo,
});
