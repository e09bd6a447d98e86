/**
 * `hero_block_4` (spec 001 §2 "hero blocks (…, call-to-action and info …)", §5 "hero infos … left or
 * right", "hero call to action align_y center or bottom"): an info hero — the title, description
 * and buttons on one side of the background media, a panel of key facts (`list_items_repeater` of
 * `icon_list_item`: icon and short text) on the other.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { iconListItem } from '../icon_list_item/schema';
import { demoCta, houseBackground } from '../_parts/hero/heroDemo';
import { heroAlignY, heroBgMedia, heroCopyFields, heroOrientationLeftRight } from '../_parts/hero/heroFields';

export const heroBlock4Fields = z.object({
  bg_media: heroBgMedia,
  ...heroCopyFields,
  /** Title of the facts panel. */
  infos_title: localizedText.optional(),
  list_items_repeater: repeater(iconListItem),
});
/** `orientation_x`: the text's side, `left` (default) or `right`; `align_y`: `center` (default) or `bottom`. */
export const heroBlock4Params = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: heroOrientationLeftRight.optional(),
  align_y: heroAlignY.optional(),
});

const fact = (type: string, fr: string, en: string) => ({ block_type: 'icon_list_item' as const, fields: { icon: { type }, description: { fr, en } } });

/** Demo: an agency presenting itself with its key figures. */
export const heroBlock4Demo: { block_params?: z.input<typeof heroBlock4Params>; fields: z.input<typeof heroBlock4Fields> } = {
  block_params: { orientation_x: 'left', align_y: 'center' },
  fields: {
    bg_media: houseBackground,
    super_title: { fr: 'Groupe Immobilier Laurentides', en: 'Groupe Immobilier Laurentides' },
    main_title: { fr: 'Une agence locale, une équipe complète', en: 'A local agency, a complete team' },
    description: {
      fr: '<p>Huit courtiers qui habitent la région et partagent leurs acheteurs pour vendre plus vite.</p>',
      en: '<p>Eight brokers who live in the region and share their buyers to sell faster.</p>',
    },
    cta_repeater: [demoCta({ fr: 'Rencontrer l’équipe', en: 'Meet the team' }, { fr: '/fr/a-propos', en: '/en/about' })],
    infos_title: { fr: 'En quelques chiffres', en: 'At a glance' },
    list_items_repeater: [
      fact('calendar', 'Au service des Laurentides depuis 2009', 'Serving the Laurentians since 2009'),
      fact('house', 'Plus de 450 propriétés vendues en 2025', 'Over 450 properties sold in 2025'),
      fact('users', '8 courtiers titulaires d’un permis de l’OACIQ', '8 brokers licensed by the OACIQ'),
      fact('clock', 'Réponse en moins de 24 heures ouvrables', 'Reply within one business day'),
    ],
  },
};

export const heroBlock4Schema = defineBlockSchema({
  type: 'hero_block_4',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Héros avec informations', en: 'Info hero' },
  fields: heroBlock4Fields,
  params: heroBlock4Params,
  demo: heroBlock4Demo,
});
