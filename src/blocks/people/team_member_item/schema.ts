/**
 * `team_member_item` (spec 001 §3 "Team member: person_avatar, person_name, person_subtitle,
 * description, list_items_repeater"): one member card of `team_members_block`; never placed
 * directly in a page. `list_items_repeater` holds `icon_list_item` rows (phone, e-mail, languages).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { image, localizedText, localizedTextarea } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { iconListItem } from '../../content/icon_list_item/schema';
import { DEMO_TEAM, portrait, type DemoTeamMember } from '../_parts/demoPeople';

export const teamMemberItemFields = z.object({
  person_avatar: image.optional(),
  person_name: z.string(),
  person_subtitle: localizedText.optional(),
  description: localizedTextarea.optional(),
  list_items_repeater: repeater(iconListItem),
});
/** The repeater entry envelope `{ block_type: 'team_member_item', block_params, fields }`. */
export const teamMemberItem = itemBlock('team_member_item', teamMemberItemFields);
export type TeamMemberItemValue = z.output<typeof teamMemberItem>;

/** The demo fields of one invented team member. */
export function demoTeamMemberFields(member: DemoTeamMember): z.input<typeof teamMemberItemFields> {
  const same = (value: string) => ({ fr: value, en: value });
  return {
    person_avatar: portrait(member.avatar),
    person_name: member.name,
    person_subtitle: member.subtitle,
    description: member.description,
    list_items_repeater: [
      { block_type: 'icon_list_item', fields: { icon: { type: 'phone' }, description: same(member.phone) } },
      { block_type: 'icon_list_item', fields: { icon: { type: 'mail' }, description: same(member.email) } },
      { block_type: 'icon_list_item', fields: { icon: { type: 'globe' }, description: member.languages } },
    ],
  };
}

/** Demo: a broker with her phone, e-mail and languages. */
export const teamMemberItemDemo: { fields: z.input<typeof teamMemberItemFields> } = { fields: demoTeamMemberFields(DEMO_TEAM[0]) };

export const teamMemberItemBlockSchema = defineBlockSchema({
  type: 'team_member_item',
  family: 'people',
  item: true,
  label: { fr: 'Membre de l’équipe', en: 'Team member' },
  fields: teamMemberItemFields,
  params: z.object({}),
  demo: teamMemberItemDemo,
});
