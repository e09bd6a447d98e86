/** `team_member_item` (a repeater item, rendered by its parent): {@link teamMemberItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { teamMemberItemBlockSchema } from './schema';

export const teamMemberItemBlock = defineBlock(teamMemberItemBlockSchema);
