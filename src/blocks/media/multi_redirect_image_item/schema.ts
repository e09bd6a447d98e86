/**
 * `multi_redirect_image_item` (spec 001 §3 "Multi-redirect items: main_title, description,
 * cta, icon or image, link, image_bg_color, show_number"): one destination of
 * `multi_redirect_horizontal_image_block`; never placed directly in a page.
 * `link` makes the whole card a link; `cta` adds a separate button.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { defineBlockSchema } from '../../defineBlockSchema';
import { go, picture, text } from '../_parts/demoValues';
import { redirectBaseFields, redirectImageFields } from '../_parts/redirectFields';

export const multiRedirectImageItemFields = z.object({
  ...redirectImageFields,
  ...redirectBaseFields,
});
/** The repeater entry envelope `{block_type: 'multi_redirect_image_item', block_params, fields}`. */
export const multiRedirectImageItem = itemBlock('multi_redirect_image_item', multiRedirectImageItemFields);

/** Demo: one destination of the broker's site. */
export const multiRedirectImageItemDemo: { fields: z.input<typeof multiRedirectImageItemFields> } = {
  fields: {
    image: picture('/neighbourhoods/parc.svg'),
    image_bg_color: '#eaf1f4',
    main_title: text('Brossard', 'Brossard'),
    description: text('<p>Parcs, REM et écoles recherchées.</p>', '<p>Parks, the REM and sought-after schools.</p>'),
    link: go('Brossard', 'Brossard', '/fr/quartiers/brossard', '/en/neighbourhoods/brossard'),
  },
};

export const multiRedirectImageItemBlockSchema = defineBlockSchema({
  type: 'multi_redirect_image_item',
  family: 'media',
  item: true,
  label: { fr: 'Redirection avec image', en: 'Image redirect' },
  fields: multiRedirectImageItemFields,
  params: z.object({}),
  demo: multiRedirectImageItemDemo,
});
