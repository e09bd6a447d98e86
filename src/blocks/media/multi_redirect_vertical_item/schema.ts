/**
 * `multi_redirect_vertical_item` (spec 001 §3 "Multi-redirect items: main_title, description,
 * cta, icon or image, link, image_bg_color, show_number"): one destination of
 * `multi_redirect_vertical_block`; never placed directly in a page.
 * `link` makes the whole card a link; `cta` adds a separate button.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { defineBlockSchema } from '../../defineBlockSchema';
import { go, picture, text } from '../_parts/demoValues';
import { redirectBaseFields, redirectImageFields } from '../_parts/redirectFields';

export const multiRedirectVerticalItemFields = z.object({
  ...redirectImageFields,
  ...redirectBaseFields,
});
/** The repeater entry envelope `{block_type: 'multi_redirect_vertical_item', block_params, fields}`. */
export const multiRedirectVerticalItem = itemBlock('multi_redirect_vertical_item', multiRedirectVerticalItemFields);

/** Demo: one destination of the broker's site. */
export const multiRedirectVerticalItemDemo: { fields: z.input<typeof multiRedirectVerticalItemFields> } = {
  fields: {
    image: picture('/blog/calculator.svg'),
    main_title: text('Combien puis-je emprunter ?', 'How much can I borrow?'),
    description: text('<p>Le calculateur hypothécaire, versements compris.</p>', '<p>The mortgage calculator, payments included.</p>'),
    link: go('Combien puis-je emprunter ?', 'How much can I borrow?', '/fr/acheter', '/en/buy'),
  },
};

export const multiRedirectVerticalItemBlockSchema = defineBlockSchema({
  type: 'multi_redirect_vertical_item',
  family: 'media',
  item: true,
  label: { fr: 'Redirection verticale', en: 'Vertical redirect' },
  fields: multiRedirectVerticalItemFields,
  params: z.object({}),
  demo: multiRedirectVerticalItemDemo,
});
