/**
 * `hero_landing_page_block` (spec 001 §2 "hero landing page", §5 "landing page left or right";
 * spec 000 §9 "Landing hero overlap: 64 on small screens, otherwise form height minus infos
 * height, clamped 0 to 128 and ignored if 40 or less"): a campaign page's hero — title, description,
 * calls to action and key points over background media, and the contact form beside them, its card
 * overlapping the foot of the media.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { recipientType } from '../../../schema/contact';
import { colorSchemeName, localizedText, localizedTextarea } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { iconListItem } from '../icon_list_item/schema';
import { laurentidesBackground } from '../_parts/hero/heroDemo';
import { heroBgMedia, heroCopyFields, heroOrientationLeftRight } from '../_parts/hero/heroFields';
import { LANDING_OVERLAP_SMALL_PX, LANDING_OVERLAP_MAX_PX, LANDING_OVERLAP_MIN_PX } from './constants';


export const heroLandingPageBlockFields = z.object({
  bg_media: heroBgMedia,
  ...heroCopyFields,
  /** Key points under the description (icon and short text). */
  list_items_repeater: repeater(iconListItem),
  /**
   * Title of the form card (e.g. "Recevez votre évaluation"). Left empty, the site's own wording
   * applies (spec 000 §1): the individual one on a broker site, the group one on an agency site.
   */
  form_title: localizedText.optional(),
  /** Message the form starts with, so a visitor can send it as is. */
  form_message: localizedTextarea.optional(),
  /** Who receives the leads (sent as `recipient_type` / `recipient_slug`). */
  recipient_type: recipientType.optional(),
  recipient_slug: z.string().optional(),
});
/** `orientation_x`: the text's side, `left` (default; the form on the right) or `right`. */
export const heroLandingPageBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: heroOrientationLeftRight.optional(),
});

const point = (type: string, fr: string, en: string) => ({ block_type: 'icon_list_item' as const, fields: { icon: { type }, description: { fr, en } } });

/** Demo: an agency's free valuation campaign. */
export const heroLandingPageBlockDemo: {
  block_params?: z.input<typeof heroLandingPageBlockParams>;
  fields: z.input<typeof heroLandingPageBlockFields>;
} = {
  block_params: { orientation_x: 'left' },
  fields: {
    bg_media: laurentidesBackground,
    super_title: { fr: 'Évaluation gratuite', en: 'Free valuation' },
    main_title: { fr: 'Combien vaut votre propriété dans les Laurentides ?', en: 'What is your Laurentians property worth?' },
    description: {
      fr: '<p>Un courtier de notre équipe analyse les ventes récentes de votre secteur et vous remet une évaluation détaillée, gratuitement et sans engagement.</p>',
      en: '<p>A broker from our team analyses recent sales in your area and gives you a detailed valuation, free and with no obligation.</p>',
    },
    list_items_repeater: [
      point('clock', 'Réponse en 48 heures', 'Answer within 48 hours'),
      point('house', 'Comparables vendus dans votre secteur', 'Sold comparables in your area'),
      point('check', 'Aucun engagement', 'No obligation'),
    ],
    form_title: { fr: 'Recevez votre évaluation', en: 'Get your valuation' },
    form_message: {
      fr: 'J’aimerais recevoir une évaluation gratuite de ma propriété.',
      en: 'I would like a free valuation of my property.',
    },
    recipient_type: 'agency',
    recipient_slug: 'groupe-immobilier-laurentides',
  },
};

export const heroLandingPageBlockSchema = defineBlockSchema({
  type: 'hero_landing_page_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Héros de page d’atterrissage', en: 'Landing page hero' },
  fields: heroLandingPageBlockFields,
  params: heroLandingPageBlockParams,
  demo: heroLandingPageBlockDemo,
});

export { LANDING_OVERLAP_SMALL_PX, LANDING_OVERLAP_MAX_PX, LANDING_OVERLAP_MIN_PX };
