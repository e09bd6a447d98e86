/**
 * `footer_classic` (spec 000 §3 "Footer fields", §9 "Footer classic underlap 96", columns 4 at xl+
 * else 2): agency text, menus, social icon links, CTA, logos, all-rights line and credit line.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { repeater } from '../../../schema/block';
import { colorSchemeName, image, link, localizedText, richText } from '../../../schema/content';
import { iconLinkItem } from '../../contact/icon_link_item/index';
import { footerMenuItem } from '../footer_menu_item/index';
import { FooterClassic } from './FooterClassic';
import { footerClassicDemo } from './demo';

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

export const footerClassic = defineBlock({
  type: 'footer_classic',
  family: 'chrome',
  colorScheme: true,
  label: { fr: 'Pied de page classique', en: 'Classic footer' },
  fields: footerClassicFields,
  params: footerClassicParams,
  component: FooterClassic,
  demo: footerClassicDemo,
});
