/**
 * `multi_redirect_icon_item` (spec 001 §3 "Multi-redirect items: main_title, description,
 * cta, icon or image, link, image_bg_color, show_number"): one destination of
 * `multi_redirect_horizontal_icon_block`; never placed directly in a page.
 * `link` makes the whole card a link; `cta` adds a separate button.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { icon } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { go, text } from '../_parts/demoValues';
import { redirectBaseFields } from '../_parts/redirectFields';

export const multiRedirectIconItemFields = z.object({
  icon: icon.optional(),
  ...redirectBaseFields,
});
/** The repeater entry envelope `{block_type: 'multi_redirect_icon_item', block_params, fields}`. */
export const multiRedirectIconItem = itemBlock('multi_redirect_icon_item', multiRedirectIconItemFields);

/** Demo: one destination of the broker's site. */
export const multiRedirectIconItemDemo: { fields: z.input<typeof multiRedirectIconItemFields> } = {
  fields: {
    icon: { type: 'home', font_weight: 'regular' },
    main_title: text('Acheter', 'Buy'),
    description: text('<p>Du premier achat au plex, un accompagnement complet.</p>', '<p>From a first home to a plex, complete guidance.</p>'),
    link: go('Acheter', 'Buy', '/fr/acheter', '/en/buy'),
  },
};

export const multiRedirectIconItemBlockSchema = defineBlockSchema({
  type: 'multi_redirect_icon_item',
  family: 'media',
  item: true,
  label: { fr: 'Redirection avec icône', en: 'Icon redirect' },
  fields: multiRedirectIconItemFields,
  params: z.object({}),
  demo: multiRedirectIconItemDemo,
});
