/**
 * `list_block` (spec 001 §2 "list (ordered or not)"): super title, title, description and call to
 * action over a list of `icon_list_item` entries. `ordered` numbers the entries 01, 02…
 * (counters zero-padded to 2 digits, spec 001 §9); otherwise each shows its icon, or a check mark.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, fieldMeta, link, localizedText, richText } from '../../../schema/content';
import { iconListItem } from '../icon_list_item/schema';

export const listBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  cta: link.optional(),
  list_items_repeater: repeater(iconListItem),
});

const ordered = z.boolean();
fieldMeta.add(ordered, {
  widget: 'boolean',
  label: { fr: 'Liste numérotée', en: 'Numbered list' },
  help: { fr: 'Pour des étapes à suivre dans l’ordre.', en: 'For steps to follow in order.' },
});

export const listBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  ordered: ordered.optional(),
});

const entry = (iconType: string, frTitle: string, enTitle: string, fr: string, en: string) => ({
  block_type: 'icon_list_item' as const,
  fields: { icon: { type: iconType }, main_title: { fr: frTitle, en: enTitle }, description: { fr, en } },
});

/** Demo: what a listing with the broker includes. */
export const listBlockDemo: {
  block_params?: z.input<typeof listBlockParams>;
  fields: z.input<typeof listBlockFields>;
} = {
  block_params: { color_scheme: 'normal', ordered: false },
  fields: {
    super_title: { fr: 'Inclus dans chaque mandat', en: 'Included in every listing' },
    main_title: { fr: 'Tout ce qu’il faut pour bien vendre', en: 'Everything it takes to sell well' },
    description: {
      fr: '<p>Aucuns frais cachés : ces services font partie de ma rétribution.</p>',
      en: '<p>No hidden fees: these services are part of my fee.</p>',
    },
    list_items_repeater: [
      entry('search', 'Analyse comparative du marché', 'Comparative market analysis', 'Les ventes récentes de votre secteur pour fixer le bon prix.', 'Recent sales in your area to set the right price.'),
      entry('star', 'Photos et visite virtuelle', 'Photos and virtual tour', 'Un photographe professionnel et une visite 3D de chaque pièce.', 'A professional photographer and a 3D tour of every room.'),
      entry('share', 'Diffusion sur Centris', 'Centris listing', 'Votre propriété sur Centris, Realtor.ca et les réseaux sociaux.', 'Your home on Centris, Realtor.ca and social media.'),
      entry('calendar', 'Visites encadrées', 'Supervised visits', 'Chaque visite planifiée, accompagnée et suivie d’un compte rendu.', 'Every visit planned, accompanied and followed by a report.'),
    ],
  },
};

export const listBlockSchema = defineBlockSchema({
  type: 'list_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Liste', en: 'List' },
  fields: listBlockFields,
  params: listBlockParams,
  demo: listBlockDemo,
});
