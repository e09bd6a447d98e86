/**
 * `statistic_item` (spec 001 §2 "Statistics: title and items (statistic_item, featured_item)"):
 * one key figure of `statistics_block` — a number (shown zero-padded to 2 digits, spec 001 §9
 * "Counters zero-padded to 2 digits"), an optional prefix and suffix ("+", " %", " M$") and its
 * label; never placed directly in a page.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { fieldMeta, localizedText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';

const statValue = z.number().min(0);
fieldMeta.add(statValue, { widget: 'number', label: { fr: 'Valeur', en: 'Value' } });

export const statisticItemFields = z.object({
  value: statValue,
  prefix: localizedText.optional(),
  suffix: localizedText.optional(),
  main_title: localizedText,
  description: localizedText.optional(),
});
/** The repeater entry envelope `{ block_type: 'statistic_item', block_params, fields }`. */
export const statisticItem = itemBlock('statistic_item', statisticItemFields);
export type StatisticItemValue = z.output<typeof statisticItem>;

/** Demo: eight brokers. */
export const statisticItemDemo: { fields: z.input<typeof statisticItemFields> } = {
  fields: { value: 8, main_title: { fr: 'courtiers d’expérience', en: 'experienced brokers' } },
};

export const statisticItemBlockSchema = defineBlockSchema({
  type: 'statistic_item',
  family: 'people',
  item: true,
  label: { fr: 'Statistique', en: 'Statistic' },
  fields: statisticItemFields,
  params: z.object({}),
  demo: statisticItemDemo,
});
