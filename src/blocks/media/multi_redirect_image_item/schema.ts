/**
 * `multi_redirect_image_item` (spec 001 §3 "Multi-redirect items: main_title, description, cta, icon or image, link,
 * image_bg_color, show_number"): one destination of `multi_redirect_horizontal_image_block`; never placed directly in a page.
 * `link` makes the whole card a link; `cta` adds a separate button.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { color, image, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';

export const multiRedirectImageItemFields = z.object({
  image: image.optional(),
  /** Backdrop behind the image (illustrations, logos with transparency). */
  image_bg_color: color.optional(),
  main_title: localizedText,
  description: richText.optional(),
  link: link.optional(),
  cta: link.optional(),
});
/** The repeater entry envelope `{block_type: 'multi_redirect_image_item', block_params, fields}`. */
export const multiRedirectImageItem = itemBlock('multi_redirect_image_item', multiRedirectImageItemFields);

const text = (fr: string, en: string) => ({ fr, en });
const go = (fr: string, en: string, urlFr: string, urlEn: string) => ({ format: { type: 'text' as const }, text: text(fr, en), url: text(urlFr, urlEn) });
const picture = (url: string) => ({ media: { fr: { url, alt: '' }, en: { url, alt: '' } } });

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
