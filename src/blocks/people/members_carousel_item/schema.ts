/**
 * `members_carousel_item` (spec 001 §3 "Members carousel item: person_avatar, person_name,
 * person_subtitle, cta_repeater"): one member of `members_carousel_block` or of the hero members
 * search; never placed directly in a page. The content API builds these from the site's directory
 * when the block's repeater is empty; an editor may also write them by hand.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { image, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { ctaItem } from '../../content/cta_item/schema';
import { DEMO_TEAM, portrait } from '../_parts/demoPeople';

export const membersCarouselItemFields = z.object({
  person_avatar: image.optional(),
  person_name: z.string().min(1),
  person_subtitle: localizedText.optional(),
  /** The member's profile and other links (`cta_item`s). */
  cta_repeater: repeater(ctaItem),
});
export const membersCarouselItemParams = z.object({});

/** The repeater entry envelope `{block_type: 'members_carousel_item', block_params, fields}`. */
export const membersCarouselItem = itemBlock('members_carousel_item', membersCarouselItemFields);
export type MembersCarouselItemValue = z.output<typeof membersCarouselItem>;

/** The demo team as carousel items (invented people, portraits from public/people). */
export const membersCarouselDemoItems: Array<z.input<typeof membersCarouselItem>> = DEMO_TEAM.map((member) => ({
  block_type: 'members_carousel_item' as const,
  block_params: {},
  fields: { person_avatar: portrait(member.avatar), person_name: member.name, person_subtitle: member.subtitle, cta_repeater: [] },
}));

export const membersCarouselItemBlockSchema = defineBlockSchema({
  type: 'members_carousel_item',
  family: 'people',
  item: true,
  label: { fr: 'Membre du carrousel', en: 'Carousel member' },
  fields: membersCarouselItemFields,
  params: membersCarouselItemParams,
  demo: { fields: membersCarouselDemoItems[0].fields },
});
