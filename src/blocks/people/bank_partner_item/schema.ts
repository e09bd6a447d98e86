/**
 * `bank_partner_item` (spec 001 §3 "Bank partner: logo, name, employees_repeater"): one bank of
 * `bank_partners_block` with its contact people (`employee_item`); never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { image } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_BANKS, type DemoBank } from '../_parts/demoPartners';
import { demoEmployeeFields, employeeItem } from '../employee_item/schema';

export const bankPartnerItemFields = z.object({
  logo: image.optional(),
  name: z.string(),
  employees_repeater: repeater(employeeItem),
});
/** The repeater entry envelope `{ block_type: 'bank_partner_item', block_params, fields }`. */
export const bankPartnerItem = itemBlock('bank_partner_item', bankPartnerItemFields);
export type BankPartnerItemValue = z.output<typeof bankPartnerItem>;

/** The fields of an invented bank (wordmark in public/partners). */
export function demoBankFields(bank: DemoBank): z.input<typeof bankPartnerItemFields> {
  const url = `/partners/${bank.slug}.svg`;
  return {
    logo: { media: { fr: { url, alt: `Logo ${bank.name}` }, en: { url, alt: `${bank.name} logo` } } },
    name: bank.name,
    employees_repeater: bank.employees.map((employee) => ({ block_type: 'employee_item' as const, fields: demoEmployeeFields(employee) })),
  };
}

/** Demo: a bank and its two mortgage advisors. */
export const bankPartnerItemDemo: { fields: z.input<typeof bankPartnerItemFields> } = { fields: demoBankFields(DEMO_BANKS[0]) };

export const bankPartnerItemBlockSchema = defineBlockSchema({
  type: 'bank_partner_item',
  family: 'people',
  item: true,
  label: { fr: 'Partenaire financier', en: 'Bank partner' },
  fields: bankPartnerItemFields,
  params: z.object({}),
  demo: bankPartnerItemDemo,
});
