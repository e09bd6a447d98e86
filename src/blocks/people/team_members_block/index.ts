/** `team_members_block` in the browser: {@link teamMembersBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { teamMembersBlockSchema } from './schema';
import { TeamMembersBlock } from './TeamMembersBlock';

export const teamMembersBlock = defineBlock(teamMembersBlockSchema, TeamMembersBlock);
