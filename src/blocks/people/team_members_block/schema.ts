/**
 * `team_members_block` (spec 001 §2 "Team members: carousel (no autoplay; disabled when only one
 * slide) of member cards with avatar or placeholder, name, subtitle, description clamped to 5 lines
 * (7 at the widest breakpoint) with a show-more button opening a modal (page scroll blocked while
 * open), icon list, and previous/next navigation with a count", §3 "Team member").
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_TEAM } from '../_parts/demoPeople';
import { demoTeamMemberFields, teamMemberItem } from '../team_member_item/schema';
import { TEAM_TEXT_CLAMP_LINES, TEAM_TEXT_CLAMP_LINES_WIDEST } from './constants';


export const teamMembersFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  team_members_repeater: repeater(teamMemberItem),
});
export const teamMembersParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: four brokers and the agency's assistant. */
export const teamMembersDemo: { block_params?: z.input<typeof teamMembersParams>; fields: z.input<typeof teamMembersFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: { fr: 'Notre équipe', en: 'Our team' },
    main_title: { fr: 'Des courtiers qui habitent la région', en: 'Brokers who live in the region' },
    team_members_repeater: DEMO_TEAM.map((member) => ({ block_type: 'team_member_item' as const, fields: demoTeamMemberFields(member) })),
  },
};

export const teamMembersBlockSchema = defineBlockSchema({
  type: 'team_members_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Membres de l’équipe', en: 'Team members' },
  fields: teamMembersFields,
  params: teamMembersParams,
  demo: teamMembersDemo,
});

export { TEAM_TEXT_CLAMP_LINES, TEAM_TEXT_CLAMP_LINES_WIDEST };
