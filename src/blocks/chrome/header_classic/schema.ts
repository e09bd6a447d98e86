/**
 * `header_classic` (spec 000 §2 "Header and footer", §3 "Header fields", §4 "Headers", §9 height
 * 130 px): skip link, logo, menu with submenus, CTA, SMS CTA on mobile, locale switcher and a
 * mobile menu panel.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, image, link } from '../../../schema/content';
import { linkItem } from '../link_item/schema';
import { menuItem } from '../menu_item/schema';

/**
 * The fields of every header type (classic, megamenu, out-of-norm; spec 000 §3 "Header fields").
 * `logo_image_light` is shown on dark schemes, `logo_image_dark` on light ones; `logo_multiplier`
 * scales the logo height (1 = 48 px desktop); `show_remax_logo` adds the franchise balloon mark.
 */
export const headerClassicFields = z.object({
  logo_image_light: image,
  logo_image_dark: image,
  logo_multiplier: z.number().min(0.25).max(4).default(1),
  cta_button: link.optional(),
  cta_sms: link.optional(),
  menu_repeater: repeater(menuItem),
  /** The top strip: secondary links above the bar (desktop), listed in the mobile panel below lg. */
  sup_sections_repeater: repeater(linkItem),
  show_remax_logo: z.boolean().default(false),
});
/** `orientation_x`: menu position, center (default) or left next to the logo. */
export const headerClassicParams = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['center', 'left']).optional(),
});

const menuLink = (fr: string, en: string, urlFr: string, urlEn: string) => ({
  format: { type: 'text' as const },
  text: { fr, en },
  url: { fr: urlFr, en: urlEn },
});

/** Demo: a Sherbrooke broker's header with a services submenu. */
export const headerClassicDemo: {
  block_params?: z.input<typeof headerClassicParams>;
  fields: z.input<typeof headerClassicFields>;
} = {
  block_params: { color_scheme: 'normal', orientation_x: 'center' },
  fields: {
    logo_image_light: {
      media: {
        fr: { url: '/placeholders/logo-light.svg', alt: 'Isabelle Tremblay, courtière immobilière' },
        en: { url: '/placeholders/logo-light.svg', alt: 'Isabelle Tremblay, real estate broker' },
      },
      fetch_priority: 'high',
    },
    logo_image_dark: {
      media: {
        fr: { url: '/placeholders/logo-dark.svg', alt: 'Isabelle Tremblay, courtière immobilière' },
        en: { url: '/placeholders/logo-dark.svg', alt: 'Isabelle Tremblay, real estate broker' },
      },
      fetch_priority: 'high',
    },
    logo_multiplier: 1,
    cta_button: {
      format: { type: 'button' },
      text: { fr: 'Me contacter', en: 'Contact me' },
      url: { fr: '/fr/contact', en: '/en/contact' },
    },
    cta_sms: {
      format: { type: 'button-outline' },
      text: { fr: 'Texto', en: 'Text me' },
      url: { fr: 'sms:+18195550199', en: 'sms:+18195550199' },
      icon: { type: 'sms', align: 'left' },
    },
    menu_repeater: [
      { block_type: 'menu_item', fields: { menu_link: menuLink('Accueil', 'Home', '/fr', '/en'), sub_menu_repeater: [] } },
      {
        block_type: 'menu_item',
        fields: {
          menu_link: menuLink('Services', 'Services', '', ''),
          sub_menu_repeater: [
            { block_type: 'sub_menu_item', fields: { menu_link: menuLink('Vendre ma propriété', 'Sell my home', '/fr/vendre', '/en/sell') } },
            { block_type: 'sub_menu_item', fields: { menu_link: menuLink('Acheter une propriété', 'Buy a home', '/fr/acheter', '/en/buy') } },
            { block_type: 'sub_menu_item', fields: { menu_link: menuLink('Évaluation gratuite', 'Free evaluation', '/fr/evaluation', '/en/evaluation') } },
          ],
        },
      },
      { block_type: 'menu_item', fields: { menu_link: menuLink('À propos', 'About', '/fr/a-propos', '/en/about'), sub_menu_repeater: [] } },
      { block_type: 'menu_item', fields: { menu_link: menuLink('Contact', 'Contact', '/fr/contact', '/en/contact'), sub_menu_repeater: [] } },
    ],
    show_remax_logo: false,
  },
};

export const headerClassicBlockSchema = defineBlockSchema({
  type: 'header_classic',
  family: 'chrome',
  colorScheme: true,
  label: { fr: 'En-tête classique', en: 'Classic header' },
  fields: headerClassicFields,
  params: headerClassicParams,
  demo: headerClassicDemo,
});
