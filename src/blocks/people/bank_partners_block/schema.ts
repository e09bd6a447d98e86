/**
 * `bank_partners_block` (spec 001 §2 "bank partners with name filter", §3 "Bank partner", §9
 * "bank partners all"): every bank (`bank_partner_item`) with its contact people, and a filter by
 * name above them.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_BANKS } from '../_parts/demoPartners';
import { bankPartnerItem, demoBankFields } from '../bank_partner_item/schema';

export const bankPartnersFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  bank_partners_repeater: repeater(bankPartnerItem),
});
export const bankPartnersParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: three banks and their mortgage advisors. */
export const bankPartnersDemo: { block_params?: z.input<typeof bankPartnersParams>; fields: z.input<typeof bankPartnersFields> } = {
  block_params: { color_scheme: 'normal-grey' },
  fields: {
    super_title: { fr: 'Financement', en: 'Financing' },
    main_title: { fr: 'Nos partenaires financiers', en: 'Our financial partners' },
    description: {
      fr: '<p>Des conseillers hypothécaires qui connaissent le marché des Laurentides, chalets et terrains compris.</p>',
      en: '<p>Mortgage advisors who know the Laurentians market, chalets and land included.</p>',
    },
    bank_partners_repeater: DEMO_BANKS.map((bank) => ({ block_type: 'bank_partner_item' as const, fields: demoBankFields(bank) })),
  },
};

export const bankPartnersBlockSchema = defineBlockSchema({
  type: 'bank_partners_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Partenaires financiers', en: 'Bank partners' },
  fields: bankPartnersFields,
  params: bankPartnersParams,
  demo: bankPartnersDemo,
});
