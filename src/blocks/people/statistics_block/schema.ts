/**
 * `statistics_block` (spec 001 §2 "Statistics: title and items (statistic_item, featured_item);
 * layout_display defaults to variant_1", §9 "Counters zero-padded to 2 digits").
 * `variant_1`: the title centred above a row of figures, the featured facts below;
 * `variant_2`: the title and featured facts on one side, the figures in a 2 × 2 grid on the other.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, fieldMeta, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { featuredItem } from '../featured_item/schema';
import { statisticItem } from '../statistic_item/schema';

/** Layouts of the statistics block; `variant_1` by default. */
export const STATISTICS_LAYOUTS = ['variant_1', 'variant_2'] as const;
const layoutDisplay = z.enum(STATISTICS_LAYOUTS).default('variant_1');
fieldMeta.add(layoutDisplay, { widget: 'enum', label: { fr: 'Disposition', en: 'Layout' } });

export const statisticsFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  statistics_repeater: repeater(statisticItem),
  featured_repeater: repeater(featuredItem),
});
export const statisticsParams = z.object({
  color_scheme: colorSchemeName.optional(),
  layout_display: layoutDisplay,
});

const t = (fr: string, en: string) => ({ fr, en });
const stat = (value: number, fr: string, en: string, suffix?: { fr: string; en: string }, prefix?: { fr: string; en: string }) => ({
  block_type: 'statistic_item' as const,
  fields: { value, main_title: t(fr, en), ...(suffix ? { suffix } : {}), ...(prefix ? { prefix } : {}) },
});

/** Demo: an agency's key figures and its call-back promise. */
export const statisticsDemo: { block_params?: z.input<typeof statisticsParams>; fields: z.input<typeof statisticsFields> } = {
  block_params: { color_scheme: 'inverted', layout_display: 'variant_1' },
  fields: {
    super_title: t('En chiffres', 'By the numbers'),
    main_title: t('L’agence des Laurentides depuis 2009', 'The Laurentians agency since 2009'),
    statistics_repeater: [
      stat(8, 'courtiers d’expérience', 'experienced brokers'),
      stat(17, 'années dans la région', 'years in the region'),
      stat(1250, 'propriétés vendues', 'properties sold', t('+', '+')),
      stat(98, 'de clients satisfaits', 'satisfied clients', t('\u00a0%', '%')),
    ],
    featured_repeater: [
      {
        block_type: 'featured_item',
        fields: {
          super_title: t('Notre engagement', 'Our promise'),
          main_title: t('Un rappel en moins de 24 heures', 'A call back within 24 hours'),
          description: t('<p>Chaque demande reçoit une réponse d’un courtier le jour ouvrable même.</p>', '<p>Every request is answered by a broker the same business day.</p>'),
        },
      },
    ],
  },
};

export const statisticsBlockSchema = defineBlockSchema({
  type: 'statistics_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Statistiques', en: 'Statistics' },
  fields: statisticsFields,
  params: statisticsParams,
  demo: statisticsDemo,
});
