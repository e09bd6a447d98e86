/**
 * `partners_block` (spec 001 §2 "partners with tag filter", §4 "Partners: show-more reveals all;
 * tag filter changes the list", §9 "Partners initially 6"): partner cards (`partner_item`) with a
 * filter by tag above them.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { DEMO_PARTNERS } from '../_parts/demoPartners';
import { demoPartnerFields, partnerItem } from '../partner_item/schema';

export const partnersFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  partners_repeater: repeater(partnerItem),
});
export const partnersParams = z.object({ color_scheme: colorSchemeName.optional() });

/** Demo: eight trusted partners of a Laurentians agency. */
export const partnersDemo: { block_params?: z.input<typeof partnersParams>; fields: z.input<typeof partnersFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: { fr: 'Nos partenaires', en: 'Our partners' },
    main_title: { fr: 'Des professionnels de confiance, à chaque étape', en: 'Trusted professionals, at every step' },
    description: {
      fr: '<p>Notaires, inspecteurs, courtiers hypothécaires : nous travaillons avec eux depuis des années et nous vous les recommandons sans réserve.</p>',
      en: '<p>Notaries, inspectors, mortgage brokers: we have worked with them for years and recommend them without reservation.</p>',
    },
    partners_repeater: DEMO_PARTNERS.map((partner) => ({ block_type: 'partner_item' as const, fields: demoPartnerFields(partner) })),
  },
};

export const partnersBlockSchema = defineBlockSchema({
  type: 'partners_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Partenaires', en: 'Partners' },
  fields: partnersFields,
  params: partnersParams,
  demo: partnersDemo,
});
