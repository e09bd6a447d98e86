/**
 * `multi_redirect_horizontal_icon_block` (spec 001 §2 "multi-redirect blocks", §3 "Multi-redirect items"): the block's super title,
 * title, text and link above a row of cards led by an icon, each card leading to a page of the site.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { go, text } from '../_parts/demoValues';
import { multiRedirectIconItem } from '../multi_redirect_icon_item/schema';

export const multiRedirectHorizontalIconBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: link.optional(),
  redirects_repeater: repeater(multiRedirectIconItem),
});
export const multiRedirectHorizontalIconBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: destinations of the broker's site. */
export const multiRedirectHorizontalIconBlockDemo: {
  block_params?: z.input<typeof multiRedirectHorizontalIconBlockParams>;
  fields: z.input<typeof multiRedirectHorizontalIconBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: text('Services', 'Services'),
    main_title: text('Comment puis-je vous aider ?', 'How can I help?'),
    redirects_repeater: [
      {
        block_type: 'multi_redirect_icon_item' as const,
        fields: {
          icon: { type: 'home', font_weight: 'regular' },
          main_title: text('Acheter', 'Buy'),
          description: text('<p>Du premier achat au plex, un accompagnement complet.</p>', '<p>From a first home to a plex, complete guidance.</p>'),
          link: go('Acheter', 'Buy', '/fr/acheter', '/en/buy'),
        },
      },
      {
        block_type: 'multi_redirect_icon_item' as const,
        fields: {
          icon: { type: 'building', font_weight: 'regular' },
          main_title: text('Vendre', 'Sell'),
          description: text('<p>Évaluation, mise en valeur et négociation.</p>', '<p>Valuation, staging and negotiation.</p>'),
          link: go('Vendre', 'Sell', '/fr/vendre', '/en/sell'),
        },
      },
      {
        block_type: 'multi_redirect_icon_item' as const,
        fields: {
          icon: { type: 'search', font_weight: 'regular' },
          main_title: text('Chercher une propriété', 'Search for a home'),
          description: text('<p>Toutes les inscriptions, filtrées par ville et par prix.</p>', '<p>Every listing, filtered by city and price.</p>'),
          link: go('Chercher une propriété', 'Search for a home', '/fr/proprietes', '/en/properties'),
        },
      },
      {
        block_type: 'multi_redirect_icon_item' as const,
        fields: {
          icon: { type: 'mail', font_weight: 'regular' },
          main_title: text('Me joindre', 'Contact me'),
          description: text('<p>Une réponse le jour même, en français ou en anglais.</p>', '<p>An answer the same day, in French or English.</p>'),
          link: go('Me joindre', 'Contact me', '/fr/contact', '/en/contact'),
        },
      },
    ],
  },
};

export const multiRedirectHorizontalIconBlockSchema = defineBlockSchema({
  type: 'multi_redirect_horizontal_icon_block',
  family: 'media',
  colorScheme: true,
  label: { fr: 'Redirections avec icônes', en: 'Icon redirects' },
  fields: multiRedirectHorizontalIconBlockFields,
  params: multiRedirectHorizontalIconBlockParams,
  demo: multiRedirectHorizontalIconBlockDemo,
});
