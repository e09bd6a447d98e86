/**
 * `member_card_item` (spec 001 §3 "Member card item": office_id, person_name, person_avatar,
 * person_subtitle, description, cta, icon_links_repeater): one broker, team, staff member or
 * director as a card of `member_cards_block`. `block_params.office_id` ties the card to an office
 * of the block's office filter. The content API builds these from the site's directory; an editor
 * may also write them by hand.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it (no component).
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { itemBlock, repeater } from '../../../schema/block';
import { image, link, localizedText, richText } from '../../../schema/content';
import { iconLinkItem } from '../../contact/icon_link_item/schema';

export const memberCardItemFields = z.object({
  person_name: z.string().min(1),
  person_avatar: image.optional(),
  person_subtitle: localizedText.optional(),
  description: richText.optional(),
  /** The member's profile (brokers) or any page about them. */
  cta: link.optional(),
  /** Phone, e-mail and other direct links. */
  icon_links_repeater: repeater(iconLinkItem),
});
export const memberCardItemParams = z.object({
  /** The office the member works from (an id of the block's `offices_list`). */
  office_id: z.number().int().optional(),
});
/** The repeater entry envelope `{block_type: 'member_card_item', block_params, fields}`. */
export const memberCardItem = itemBlock('member_card_item', memberCardItemFields, memberCardItemParams);
export type MemberCardItemValue = z.output<typeof memberCardItem>;

/** Demo: a residential broker of the Longueuil office. */
export const memberCardItemDemo: { block_params?: z.input<typeof memberCardItemParams>; fields: z.input<typeof memberCardItemFields> } = {
  block_params: { office_id: 2 },
  fields: {
    person_name: 'Camille Bergeron',
    person_subtitle: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' },
    cta: { format: { type: 'link' }, text: { fr: 'Voir le profil', en: 'View profile' }, url: { fr: '/fr/courtiers/camille-bergeron', en: '/en/brokers/camille-bergeron' } },
    icon_links_repeater: [
      {
        block_type: 'icon_link_item',
        fields: { icon: { type: 'phone' }, link: { format: { type: 'text' }, text: { fr: '450 555-0181', en: '450-555-0181' }, url: { fr: 'tel:+14505550181', en: 'tel:+14505550181' } } },
      },
    ],
  },
};

export const memberCardItemBlockSchema = defineBlockSchema({
  type: 'member_card_item',
  family: 'people',
  item: true,
  label: { fr: 'Fiche de membre', en: 'Member card' },
  fields: memberCardItemFields,
  params: memberCardItemParams,
  demo: memberCardItemDemo,
});
