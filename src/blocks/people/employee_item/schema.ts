/**
 * `employee_item` (spec 001 §3 "Bank partner: … employees_repeater (person_avatar, person_name,
 * person_subtitle, list_items_repeater)"): one contact person of a `bank_partner_item`; never
 * placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { image, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { iconListItem } from '../../content/icon_list_item/schema';
import { DEMO_BANKS, type DemoBankEmployee } from '../_parts/demoPartners';
import { portrait } from '../_parts/demoPeople';

export const employeeItemFields = z.object({
  person_avatar: image.optional(),
  person_name: z.string(),
  person_subtitle: localizedText.optional(),
  list_items_repeater: repeater(iconListItem),
});
/** The repeater entry envelope `{ block_type: 'employee_item', block_params, fields }`. */
export const employeeItem = itemBlock('employee_item', employeeItemFields);
export type EmployeeItemValue = z.output<typeof employeeItem>;

/** The fields of an invented bank employee. */
export function demoEmployeeFields(employee: DemoBankEmployee): z.input<typeof employeeItemFields> {
  const same = (value: string) => ({ fr: value, en: value });
  return {
    ...(employee.avatar ? { person_avatar: portrait(employee.avatar) } : {}),
    person_name: employee.name,
    person_subtitle: employee.subtitle,
    list_items_repeater: [
      { block_type: 'icon_list_item', fields: { icon: { type: 'phone' }, description: same(employee.phone) } },
      { block_type: 'icon_list_item', fields: { icon: { type: 'mail' }, description: same(employee.email) } },
    ],
  };
}

/** Demo: a mortgage specialist. */
export const employeeItemDemo: { fields: z.input<typeof employeeItemFields> } = { fields: demoEmployeeFields(DEMO_BANKS[0].employees[0]) };

export const employeeItemBlockSchema = defineBlockSchema({
  type: 'employee_item',
  family: 'people',
  item: true,
  label: { fr: 'Personne-ressource', en: 'Contact person' },
  fields: employeeItemFields,
  params: z.object({}),
  demo: employeeItemDemo,
});
