/**
 * `hero_members_search_block`, the hero members search (spec 001 §2 "Members search hero", §9
 * "Members carousel (hero members search) autoplay 6000 ms, at most 10 members, centre padding
 * 24 px, bottom overlap 130"): a hero over background media with a search by name that opens the
 * member cards page (`members_page`, default `/fr/courtiers` · `/en/brokers`) with the name filter
 * applied (`?name=…`), and a carousel of at most 10 members overlapping the hero's foot by 130 px,
 * autoplaying every 6000 ms.
 *
 * When the content API serves a page, an empty `members_repeater` is filled with the site's active
 * members of `block_params.context_type` (default brokers), like `members_carousel_block`.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, link, localizedText, richText } from '../../../schema/content';
import { memberContextType } from '../../../schema/directory';
import { defineBlockSchema } from '../../defineBlockSchema';
import { heroBgMedia } from '../../content/_parts/hero/heroFields';
import { skylineBackground } from '../../content/_parts/hero/heroDemo';
import { membersCarouselDemoItems, membersCarouselItem } from '../members_carousel_item/schema';
import { HERO_MEMBERS_AUTOPLAY_MS, HERO_MEMBERS_MAX, HERO_MEMBERS_OVERLAP_PX } from './constants';


export const heroMembersSearchBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  bg_media: heroBgMedia.optional(),
  /** The member cards page the search opens; default the brokers page of the language. */
  members_page: link.optional(),
  members_repeater: repeater(membersCarouselItem),
});
export const heroMembersSearchBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  context_type: memberContextType.default('brokers'),
});

export const heroMembersSearchBlockDemo: { block_params?: z.input<typeof heroMembersSearchBlockParams>; fields: z.input<typeof heroMembersSearchBlockFields> } = {
  block_params: {},
  fields: {
    super_title: { fr: 'Nos courtiers', en: 'Our brokers' },
    main_title: { fr: 'Trouvez votre courtier', en: 'Find your broker' },
    description: { fr: '<p>Cherchez un courtier par son nom ou faites défiler l’équipe.</p>', en: '<p>Search for a broker by name or browse the team.</p>' },
    bg_media: skylineBackground,
    members_repeater: membersCarouselDemoItems,
  },
};

export const heroMembersSearchBlockSchema = defineBlockSchema({
  type: 'hero_members_search_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Héros — recherche de membres', en: 'Hero — members search' },
  fields: heroMembersSearchBlockFields,
  params: heroMembersSearchBlockParams,
  demo: heroMembersSearchBlockDemo,
});

export { HERO_MEMBERS_AUTOPLAY_MS, HERO_MEMBERS_MAX, HERO_MEMBERS_OVERLAP_PX };
