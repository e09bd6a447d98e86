/**
 * `header_classic` (spec 000 §2 "Header and footer", §3 "Header fields", §4 "Headers", §9 height
 * 130 px): skip link, logo, menu with submenus, CTA, SMS CTA on mobile, locale switcher and a
 * mobile menu panel.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { repeater } from '../../../schema/block';
import { colorSchemeName, image, link } from '../../../schema/content';
import { menuItem } from '../menu_item/index';
import { HeaderClassic } from './HeaderClassic';
import { headerClassicDemo } from './demo';

/**
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
  show_remax_logo: z.boolean().default(false),
});
/** `orientation_x`: menu position, center (default) or left next to the logo. */
export const headerClassicParams = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['center', 'left']).optional(),
});

export const headerClassic = defineBlock({
  type: 'header_classic',
  family: 'chrome',
  colorScheme: true,
  label: { fr: 'En-tête classique', en: 'Classic header' },
  fields: headerClassicFields,
  params: headerClassicParams,
  component: HeaderClassic,
  demo: headerClassicDemo,
});
