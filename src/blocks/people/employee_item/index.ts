/** `employee_item` (a repeater item, rendered by its parent): {@link employeeItemBlockSchema} as a registry definition. */
import { defineBlock } from '../../defineBlock';
import { employeeItemBlockSchema } from './schema';

export const employeeItemBlock = defineBlock(employeeItemBlockSchema);
