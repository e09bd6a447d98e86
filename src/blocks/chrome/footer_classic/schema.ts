/**
 * `footer_classic` (spec 000 §3 "Footer fields", §9 "Footer classic underlap 96", columns 4 at xl+
 * else 2): agency text, menus, social icon links, CTA, logos, all-rights line and credit line.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, image, link, localizedText, richText } from '../../../schema/content';
import { iconLinkItem } from '../../contact/icon_link_item/schema';
import { footerMenuItem } from '../footer_menu_item/schema';

export const footerClassicFields = z.object({
  agency: richText,
  all_rights_reserved: localizedText,
  logo_image_light: image.optional(),
  logo_image_dark: image.optional(),
  cta: link.optional(),
  icon_links_repeater: repeater(iconLinkItem),
  menu_repeater: repeater(footerMenuItem),
});
export const footerClassicParams = z.object({ color_scheme: colorSchemeName.optional() });

const textLink = (fr: string, en: string, urlFr: string, urlEn: string) => ({
  block_type: 'link_item' as const,
  fields: { link: { format: { type: 'text' as const }, text: { fr, en }, url: { fr: urlFr, en: urlEn } } },
});
const social = (type: string, label: string, url: string) => ({
  block_type: 'icon_link_item' as const,
  fields: {
    icon: { type },
    link: { format: { type: 'text' as const }, text: { fr: label, en: label }, url: { fr: url, en: url }, target: '_blank' as const },
  },
});

/** Demo: agency credentials, two menu columns and social links. */
export const footerClassicDemo: {
  block_params?: z.input<typeof footerClassicParams>;
  fields: z.input<typeof footerClassicFields>;
} = {
  block_params: { color_scheme: 'inverted' },
  fields: {
    agency: {
      fr: '<p><strong>Isabelle Tremblay</strong><br>Courtière immobilière résidentielle<br>Agence immobilière Estrie Plus inc.</p><p>2630, rue King Ouest, Sherbrooke (Québec) J1L 1C1</p>',
      en: '<p><strong>Isabelle Tremblay</strong><br>Residential real estate broker<br>Agence immobilière Estrie Plus inc.</p><p>2630 King Street West, Sherbrooke, Quebec J1L 1C1</p>',
    },
    all_rights_reserved: { fr: 'Tous droits réservés', en: 'All rights reserved' },
    logo_image_light: {
      media: {
        fr: { url: '/placeholders/logo-light.svg', alt: 'Isabelle Tremblay, courtière immobilière' },
        en: { url: '/placeholders/logo-light.svg', alt: 'Isabelle Tremblay, real estate broker' },
      },
    },
    logo_image_dark: {
      media: {
        fr: { url: '/placeholders/logo-dark.svg', alt: 'Isabelle Tremblay, courtière immobilière' },
        en: { url: '/placeholders/logo-dark.svg', alt: 'Isabelle Tremblay, real estate broker' },
      },
    },
    cta: {
      format: { type: 'button' },
      text: { fr: 'Me contacter', en: 'Contact me' },
      url: { fr: '/fr/contact', en: '/en/contact' },
      on_click_action: { action_type: 'open_contact_modal', action_params: { recipient_type: 'broker' } },
    },
    icon_links_repeater: [
      social('facebook', 'Facebook', 'https://www.facebook.com/'),
      social('instagram', 'Instagram', 'https://www.instagram.com/'),
      social('linkedin', 'LinkedIn', 'https://www.linkedin.com/'),
    ],
    menu_repeater: [
      {
        block_type: 'footer_menu_item',
        fields: {
          main_title: { fr: 'Services', en: 'Services' },
          links_repeater: [
            textLink('Vendre ma propriété', 'Sell my home', '/fr/vendre', '/en/sell'),
            textLink('Acheter une propriété', 'Buy a home', '/fr/acheter', '/en/buy'),
            textLink('Évaluation gratuite', 'Free evaluation', '/fr/evaluation', '/en/evaluation'),
          ],
        },
      },
      {
        block_type: 'footer_menu_item',
        fields: {
          main_title: { fr: 'Informations', en: 'Information' },
          links_repeater: [
            textLink('À propos', 'About', '/fr/a-propos', '/en/about'),
            textLink('Contact', 'Contact', '/fr/contact', '/en/contact'),
            textLink('Conditions d’utilisation', 'Terms of use', '/fr/conditions-et-utilisation', '/en/terms-of-use'),
            textLink('Politique de confidentialité', 'Privacy policy', '/fr/politique-confidentialite', '/en/privacy-policy'),
          ],
        },
      },
    ],
  },
};

export const footerClassicBlockSchema = defineBlockSchema({
  type: 'footer_classic',
  family: 'chrome',
  colorScheme: true,
  label: { fr: 'Pied de page classique', en: 'Classic footer' },
  fields: footerClassicFields,
  params: footerClassicParams,
  demo: footerClassicDemo,
});
