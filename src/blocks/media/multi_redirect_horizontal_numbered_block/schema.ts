/**
 * `multi_redirect_horizontal_numbered_block` (spec 001 §2 "multi-redirect blocks", §3 "Multi-redirect items"): the block's super title,
 * title, text and link above a row of numbered cards (`01`, `02`…, each item's `show_number`), each card leading to a page of the site.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { go, text } from '../_parts/demoValues';
import { multiRedirectNumberedItem } from '../multi_redirect_numbered_item/schema';

export const multiRedirectHorizontalNumberedBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: link.optional(),
  redirects_repeater: repeater(multiRedirectNumberedItem),
});
export const multiRedirectHorizontalNumberedBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: destinations of the broker's site. */
export const multiRedirectHorizontalNumberedBlockDemo: {
  block_params?: z.input<typeof multiRedirectHorizontalNumberedBlockParams>;
  fields: z.input<typeof multiRedirectHorizontalNumberedBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: text('Votre projet', 'Your project'),
    main_title: text('Par où commencer ?', 'Where to start?'),
    redirects_repeater: [
      {
        block_type: 'multi_redirect_numbered_item' as const,
        fields: {
          main_title: text('Faire évaluer ma propriété', 'Get my home valued'),
          description: text('<p>Un prix juste, appuyé sur les ventes récentes du secteur.</p>', '<p>A fair price, backed by recent sales in the area.</p>'),
          link: go('Faire évaluer ma propriété', 'Get my home valued', '/fr/vendre', '/en/sell'),
          show_number: true,
        },
      },
      {
        block_type: 'multi_redirect_numbered_item' as const,
        fields: {
          main_title: text('Calculer mon budget', 'Work out my budget'),
          description: text('<p>Mise de fonds, versements et taxe de bienvenue, avant de visiter.</p>', '<p>Down payment, payments and welcome tax, before visiting.</p>'),
          link: go('Calculer mon budget', 'Work out my budget', '/fr/acheter', '/en/buy'),
          show_number: true,
        },
      },
      {
        block_type: 'multi_redirect_numbered_item' as const,
        fields: {
          main_title: text('Trouver ma prochaine maison', 'Find my next home'),
          description: text('<p>Les propriétés à vendre sur la Rive-Sud, sur la carte.</p>', '<p>Homes for sale on the South Shore, on the map.</p>'),
          link: go('Trouver ma prochaine maison', 'Find my next home', '/fr/proprietes', '/en/properties'),
          show_number: true,
        },
      },
    ],
  },
};

export const multiRedirectHorizontalNumberedBlockSchema = defineBlockSchema({
  type: 'multi_redirect_horizontal_numbered_block',
  family: 'media',
  colorScheme: true,
  label: { fr: 'Redirections numérotées', en: 'Numbered redirects' },
  fields: multiRedirectHorizontalNumberedBlockFields,
  params: multiRedirectHorizontalNumberedBlockParams,
  demo: multiRedirectHorizontalNumberedBlockDemo,
});
