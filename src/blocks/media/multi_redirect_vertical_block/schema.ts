/**
 * `multi_redirect_vertical_block` (spec 001 §2 "multi-redirect blocks", §3 "Multi-redirect items"): the block's super title,
 * title, text and link above a stacked list of wide rows (optional image, title and text, arrow), each card leading to a page of the site.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { go, picture, text } from '../_parts/demoValues';
import { multiRedirectVerticalItem } from '../multi_redirect_vertical_item/schema';

export const multiRedirectVerticalBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  cta: link.optional(),
  redirects_repeater: repeater(multiRedirectVerticalItem),
});
export const multiRedirectVerticalBlockParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: destinations of the broker's site. */
export const multiRedirectVerticalBlockDemo: {
  block_params?: z.input<typeof multiRedirectVerticalBlockParams>;
  fields: z.input<typeof multiRedirectVerticalBlockFields>;
} = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: text('Ressources', 'Resources'),
    main_title: text('Guides et outils', 'Guides and tools'),
    redirects_repeater: [
      {
        block_type: 'multi_redirect_vertical_item' as const,
        fields: {
          image: picture('/blog/calculator.svg'),
          main_title: text('Combien puis-je emprunter ?', 'How much can I borrow?'),
          description: text('<p>Le calculateur hypothécaire, versements compris.</p>', '<p>The mortgage calculator, payments included.</p>'),
          link: go('Combien puis-je emprunter ?', 'How much can I borrow?', '/fr/acheter', '/en/buy'),
        },
      },
      {
        block_type: 'multi_redirect_vertical_item' as const,
        fields: {
          image: picture('/blog/keys.svg'),
          main_title: text('Le blogue', 'The blog'),
          description: text('<p>Premier achat, taxe de bienvenue, copropriété : nos conseils.</p>', '<p>First home, welcome tax, co-ownership: our advice.</p>'),
          link: go('Le blogue', 'The blog', '/fr/blogue', '/en/blog'),
        },
      },
      {
        block_type: 'multi_redirect_vertical_item' as const,
        fields: {
          image: picture('/blog/documents.svg'),
          main_title: text('Vendre sans surprise', 'Selling without surprises'),
          description: text('<p>Les documents à préparer avant la mise en marché.</p>', '<p>The documents to prepare before listing.</p>'),
          link: go('Vendre sans surprise', 'Selling without surprises', '/fr/vendre', '/en/sell'),
        },
      },
    ],
  },
};

export const multiRedirectVerticalBlockSchema = defineBlockSchema({
  type: 'multi_redirect_vertical_block',
  family: 'media',
  colorScheme: true,
  label: { fr: 'Redirections verticales', en: 'Vertical redirects' },
  fields: multiRedirectVerticalBlockFields,
  params: multiRedirectVerticalBlockParams,
  demo: multiRedirectVerticalBlockDemo,
});
