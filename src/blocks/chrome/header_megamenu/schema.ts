/**
 * `header_megamenu` (spec 000 §2 "Header and footer", §3 "Header fields" and "Menu item", §4
 * "Headers", §9 "megamenu 197", "Submenu popup gap … 54 for megamenu, width 1000"): the header
 * fields of `header_classic`; its menu entries open wide panels with a `featured_image`, a
 * `main_title`, a `description` and columns of links (`group_menu_repeater`).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import type { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { headerClassicDemo, headerClassicFields, headerClassicParams } from '../header_classic/schema';

export const headerMegamenuFields = headerClassicFields;
export const headerMegamenuParams = headerClassicParams;

const text = (fr: string, en: string, urlFr: string, urlEn: string) => ({
  format: { type: 'text' as const },
  text: { fr, en },
  url: { fr: urlFr, en: urlEn },
});
const sub = (fr: string, en: string, urlFr: string, urlEn: string) => ({ block_type: 'sub_menu_item' as const, fields: { menu_link: text(fr, en, urlFr, urlEn) } });
const group = (fr: string, en: string, links: ReturnType<typeof sub>[]) => ({
  block_type: 'group_menu_item' as const,
  fields: { main_title: { fr, en }, sub_menu_repeater: links },
});

/** Demo: an agency's megamenu with a buying panel, a selling panel and a top strip. */
export const headerMegamenuDemo: {
  block_params?: z.input<typeof headerMegamenuParams>;
  fields: z.input<typeof headerMegamenuFields>;
} = {
  block_params: { color_scheme: 'normal', orientation_x: 'center' },
  fields: {
    ...headerClassicDemo.fields,
    sup_sections_repeater: [
      { block_type: 'link_item', fields: { link: text('Nos bureaux', 'Our offices', '/fr/bureaux', '/en/offices') } },
      { block_type: 'link_item', fields: { link: text('Carrières', 'Careers', '/fr/carrieres', '/en/careers') } },
    ],
    menu_repeater: [
      {
        block_type: 'menu_item',
        fields: {
          menu_link: text('Acheter', 'Buy', '/fr/proprietes', '/en/properties'),
          featured_image: {
            media: {
              fr: { url: '/images/laurentides.svg', alt: 'Maison au bord d’un lac en Estrie' },
              en: { url: '/images/laurentides.svg', alt: 'Lakeside home in the Eastern Townships' },
            },
          },
          main_title: { fr: 'Trouver la bonne propriété', en: 'Find the right home' },
          description: {
            fr: 'Des courtiers qui connaissent chaque quartier, de la visite à la signature chez le notaire.',
            en: 'Brokers who know every neighbourhood, from the first visit to the notary’s signature.',
          },
          group_menu_repeater: [
            group('Rechercher', 'Search', [
              sub('Propriétés à vendre', 'Homes for sale', '/fr/proprietes', '/en/properties'),
              sub('Visites libres', 'Open houses', '/fr/proprietes?open_house=true', '/en/properties?open_house=true'),
            ]),
            group('Outils', 'Tools', [
              sub('Calculatrice hypothécaire', 'Mortgage calculator', '/fr/calculatrice', '/en/calculator'),
              sub('Alerte de propriétés', 'Property alert', '/fr/alerte', '/en/alert'),
            ]),
          ],
        },
      },
      {
        block_type: 'menu_item',
        fields: {
          menu_link: text('Vendre', 'Sell', '/fr/vendre', '/en/sell'),
          main_title: { fr: 'Vendre au meilleur prix', en: 'Sell at the best price' },
          description: {
            fr: 'Une évaluation gratuite et un plan de mise en marché sur mesure.',
            en: 'A free evaluation and a marketing plan made for your home.',
          },
          group_menu_repeater: [
            group('Vendre', 'Selling', [
              sub('Évaluation gratuite', 'Free evaluation', '/fr/evaluation', '/en/evaluation'),
              sub('Propriétés vendues', 'Sold properties', '/fr/vendues', '/en/sold'),
            ]),
          ],
        },
      },
      { block_type: 'menu_item', fields: { menu_link: text('Notre équipe', 'Our team', '/fr/equipe', '/en/team') } },
      { block_type: 'menu_item', fields: { menu_link: text('Contact', 'Contact', '/fr/contact', '/en/contact') } },
    ],
  },
};

export const headerMegamenuBlockSchema = defineBlockSchema({
  type: 'header_megamenu',
  family: 'chrome',
  colorScheme: true,
  label: { fr: 'En-tête à méga-menu', en: 'Megamenu header' },
  fields: headerMegamenuFields,
  params: headerMegamenuParams,
  demo: headerMegamenuDemo,
});
