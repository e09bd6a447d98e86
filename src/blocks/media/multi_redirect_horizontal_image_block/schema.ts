/**
 * `multi_redirect_horizontal_image_block` (spec 001 §2 "multi-redirect blocks", §3 "Multi-redirect items"): the block's super title,
 * title, text and link above a row of cards led by an image on its backdrop colour (`image_bg_color`), each card leading to a page of the site.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { go, picture, text } from '../_parts/demoValues';
import { multiRedirectImageItem } from '../multi_redirect_image_item/schema';

export const multiRedirectHorizontalImageBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: link.optional(),
  redirects_repeater: repeater(multiRedirectImageItem),
});
export const multiRedirectHorizontalImageBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: destinations of the broker's site. */
export const multiRedirectHorizontalImageBlockDemo: {
  block_params?: z.input<typeof multiRedirectHorizontalImageBlockParams>;
  fields: z.input<typeof multiRedirectHorizontalImageBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: text('Rive-Sud', 'South Shore'),
    main_title: text('Explorer les quartiers', 'Explore the neighbourhoods'),
    redirects_repeater: [
      {
        block_type: 'multi_redirect_image_item' as const,
        fields: {
          image: picture('/neighbourhoods/parc.svg'),
          image_bg_color: '#eaf1f4',
          main_title: text('Brossard', 'Brossard'),
          description: text('<p>Parcs, REM et écoles recherchées.</p>', '<p>Parks, the REM and sought-after schools.</p>'),
          link: go('Brossard', 'Brossard', '/fr/quartiers/brossard', '/en/neighbourhoods/brossard'),
        },
      },
      {
        block_type: 'multi_redirect_image_item' as const,
        fields: {
          image: picture('/neighbourhoods/marche.svg'),
          image_bg_color: '#f3efe8',
          main_title: text('Vieux-Longueuil', 'Old Longueuil'),
          description: text('<p>Maisons d’époque et rue Saint-Charles.</p>', '<p>Heritage homes and Rue Saint-Charles.</p>'),
          link: go('Vieux-Longueuil', 'Old Longueuil', '/fr/proprietes', '/en/properties'),
        },
      },
      {
        block_type: 'multi_redirect_image_item' as const,
        fields: {
          image: picture('/neighbourhoods/ecole.svg'),
          image_bg_color: '#f6f3ee',
          main_title: text('Saint-Lambert', 'Saint-Lambert'),
          description: text('<p>Un village au bord du fleuve.</p>', '<p>A village by the river.</p>'),
          link: go('Saint-Lambert', 'Saint-Lambert', '/fr/proprietes', '/en/properties'),
        },
      },
    ],
  },
};

export const multiRedirectHorizontalImageBlockSchema = defineBlockSchema({
  type: 'multi_redirect_horizontal_image_block',
  family: 'media',
  colorScheme: true,
  label: { fr: 'Redirections avec images', en: 'Image redirects' },
  fields: multiRedirectHorizontalImageBlockFields,
  params: multiRedirectHorizontalImageBlockParams,
  demo: multiRedirectHorizontalImageBlockDemo,
});
