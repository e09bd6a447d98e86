/**
 * `hero_profile_page` (spec 001 §2 "hero profile page", §5 "profile … left or right"): the top of a
 * member's profile — portrait (or the member placeholder), name (the page's h1), title, a short
 * introduction, tags (designations, languages spoken), direct links (phone, e-mail, social) and a
 * call to action (write to the member). `orientation_x` puts the portrait left (default) or right.
 * The content API composes it on broker profile pages (src/server/api/directory/memberPage.ts).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, image, link, localizedText, richText } from '../../../schema/content';
import { iconLinkItem } from '../../contact/icon_link_item/schema';
import { tagItem } from '../../content/tag_item/schema';

export const heroProfilePageFields = z.object({
  super_title: localizedText.optional(),
  person_name: z.string().min(1),
  person_avatar: image.optional(),
  person_subtitle: localizedText.optional(),
  description: richText.optional(),
  tags_repeater: repeater(tagItem),
  icon_links_repeater: repeater(iconLinkItem),
  cta: link.optional(),
});
export const heroProfilePageParams = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: z.enum(['left', 'right']).optional(),
});

/** Demo: a Longueuil broker's profile. */
export const heroProfilePageDemo: { block_params?: z.input<typeof heroProfilePageParams>; fields: z.input<typeof heroProfilePageFields> } = {
  block_params: { color_scheme: 'normal-grey', orientation_x: 'left' },
  fields: {
    super_title: { fr: 'Bureau de Longueuil', en: 'Longueuil office' },
    person_name: 'Émilie Thibodeau',
    person_subtitle: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' },
    description: { fr: '<p>Quatorze ans à accompagner les familles du Vieux-Longueuil.</p>', en: '<p>Fourteen years helping Old Longueuil families.</p>' },
    tags_repeater: [{ block_type: 'tag_item', fields: { text: { fr: 'Français, anglais', en: 'French, English' } } }],
    icon_links_repeater: [
      { block_type: 'icon_link_item', fields: { icon: { type: 'phone' }, link: { format: { type: 'text' }, text: { fr: '450 555-0180', en: '450-555-0180' }, url: { fr: 'tel:+14505550180', en: 'tel:+14505550180' } } } },
    ],
    cta: { format: { type: 'button' }, text: { fr: 'Écrire à Émilie', en: 'Write to Émilie' }, url: { fr: '/fr/contact', en: '/en/contact' } },
  },
};

export const heroProfilePageBlockSchema = defineBlockSchema({
  type: 'hero_profile_page',
  family: 'people',
  colorScheme: true,
  label: { fr: 'En-tête de profil', en: 'Profile hero' },
  fields: heroProfilePageFields,
  params: heroProfilePageParams,
  demo: heroProfilePageDemo,
});
