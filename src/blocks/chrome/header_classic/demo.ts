import type { z } from 'zod';
import type { headerClassicFields, headerClassicParams } from './index';

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
