/**
 * `members_carousel_block` (spec 001 §2 "members carousel", §3 "Members carousel item", §9 "members
 * carousel block autoplay 5000 ms, thumbnail width 80 px"): a title and a carousel of members
 * (portrait thumbnail 80 px, name, subtitle, links), autoplaying every 5000 ms.
 *
 * When the content API serves a page, an empty `members_repeater` is filled with the site's active
 * members of `block_params.context_type` (default brokers), like `member_cards_block`
 * (src/server/api/directory/directoryFeeds.ts); hand-written items are kept.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { memberContextType } from '../../../schema/directory';
import { defineBlockSchema } from '../../defineBlockSchema';
import { membersCarouselDemoItems, membersCarouselItem } from '../members_carousel_item/schema';
import { MEMBERS_CAROUSEL_AUTOPLAY_MS, MEMBERS_CAROUSEL_THUMBNAIL_PX } from './constants';


export const membersCarouselBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  members_repeater: repeater(membersCarouselItem),
});
export const membersCarouselBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  /** Which members the directory fills the block with (spec 001 §5). */
  context_type: memberContextType.default('brokers'),
});

export const membersCarouselBlockDemo: { block_params?: z.input<typeof membersCarouselBlockParams>; fields: z.input<typeof membersCarouselBlockFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: { fr: 'Notre équipe', en: 'Our team' },
    main_title: { fr: 'Des courtiers qui connaissent votre quartier', en: 'Brokers who know your neighbourhood' },
    members_repeater: membersCarouselDemoItems,
  },
};

export const membersCarouselBlockSchema = defineBlockSchema({
  type: 'members_carousel_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Carrousel de membres', en: 'Members carousel' },
  fields: membersCarouselBlockFields,
  params: membersCarouselBlockParams,
  demo: membersCarouselBlockDemo,
});

export { MEMBERS_CAROUSEL_AUTOPLAY_MS, MEMBERS_CAROUSEL_THUMBNAIL_PX };
