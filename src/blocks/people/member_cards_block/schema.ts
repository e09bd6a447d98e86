/**
 * `member_cards_block` (spec 001 §2 "Members", §3 "Member cards block: context_type (default
 * brokers), offices_list (id, multilingual label), member_cards_repeater (block_params.office_id)",
 * §4 "Member cards", §9 per-page counts): a directory of brokers, teams, staff or directors as cards
 * with an office filter and load-more.
 *
 * When the content API serves a page, an empty `member_cards_repeater` is filled with the site's
 * active members of `block_params.context_type` and an empty `offices_list` with the offices those
 * members work from (src/server/api/directory/directoryFeeds.ts); hand-written items are kept.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { defineBlockSchema } from '../../defineBlockSchema';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { memberContextType, officeOption } from '../../../schema/directory';
import { memberCardItem, memberCardItemDemo } from '../member_card_item/schema';
import { MEMBER_CARDS_PER_PAGE, LOAD_MORE_MARGIN, LOAD_MORE_REARM_MS } from './constants';


export const memberCardsBlockFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
  /** The office filter's choices; empty: no filter. */
  offices_list: z.array(officeOption).default([]),
  member_cards_repeater: repeater(memberCardItem),
});
export const memberCardsBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
  /** Which members the directory fills the block with (spec 001 §5). */
  context_type: memberContextType.default('brokers'),
});

const demoMember = (name: string, officeId: number, subtitle: { fr: string; en: string }): z.input<typeof memberCardItem> => ({
  block_type: 'member_card_item',
  block_params: { office_id: officeId },
  fields: { ...memberCardItemDemo.fields, person_name: name, person_subtitle: subtitle, cta: undefined },
});
const broker = { fr: 'Courtier immobilier résidentiel', en: 'Residential real estate broker' };
const brokerF = { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' };

/** Demo: brokers of two offices. */
export const memberCardsBlockDemo: { block_params?: z.input<typeof memberCardsBlockParams>; fields: z.input<typeof memberCardsBlockFields> } = {
  block_params: { color_scheme: 'normal', context_type: 'brokers' },
  fields: {
    super_title: { fr: 'Notre équipe', en: 'Our team' },
    main_title: { fr: 'Nos courtiers', en: 'Our brokers' },
    offices_list: [
      { id: 1, label: { fr: 'Montréal — Plateau', en: 'Montréal — Plateau' } },
      { id: 2, label: { fr: 'Longueuil', en: 'Longueuil' } },
    ],
    member_cards_repeater: [
      demoMember('Camille Bergeron', 2, brokerF),
      demoMember('Olivier Gagnon', 1, broker),
      demoMember('Léa Fortin', 1, brokerF),
      demoMember('Mathieu Pelletier', 2, broker),
    ],
  },
};

export const memberCardsBlockSchema = defineBlockSchema({
  type: 'member_cards_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Fiches de membres', en: 'Member cards' },
  fields: memberCardsBlockFields,
  params: memberCardsBlockParams,
  demo: memberCardsBlockDemo,
});

export { MEMBER_CARDS_PER_PAGE, LOAD_MORE_MARGIN, LOAD_MORE_REARM_MS };
