/**
 * `reward_item` (spec 001 §3 "Reward item: reward_ident (100-perct, 100-perct-or, cercle-legendes,
 * chariman, diamant, luminary-distinction, paramount-off-excellence, pinacle, platine, pretige,
 * reussite-carriere, select, temple-renomee, titan), super_title, main_title, description"): one
 * award of `reward_block`; never placed directly in a page. The badge drawn is our own SVG
 * `/rewards/{reward_ident}.svg` (public/rewards), never a third party's mark.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the registry.
 */
import { z } from 'zod';
import { itemBlock } from '../../../schema/block';
import { fieldMeta, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { REWARD_IDENTS, rewardBadgeUrl, type RewardIdent } from './constants';


const rewardIdent = z.enum(REWARD_IDENTS);
fieldMeta.add(rewardIdent, { widget: 'enum', label: { fr: 'Distinction', en: 'Award' } });

export const rewardItemFields = z.object({
  reward_ident: rewardIdent,
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: richText.optional(),
});
/** The repeater entry envelope `{ block_type: 'reward_item', block_params, fields }`. */
export const rewardItem = itemBlock('reward_item', rewardItemFields);
export type RewardItemValue = z.output<typeof rewardItem>;

/** Demo: a diamond-level award of 2025. */
export const rewardItemDemo: { fields: z.input<typeof rewardItemFields> } = {
  fields: {
    reward_ident: 'diamant',
    super_title: { fr: '2025', en: '2025' },
    main_title: { fr: 'Distinction Diamant', en: 'Diamond Award' },
    description: { fr: '<p>Parmi les meilleures équipes du réseau pour le nombre de transactions conclues.</p>', en: '<p>Among the network’s top teams for closed transactions.</p>' },
  },
};

export const rewardItemBlockSchema = defineBlockSchema({
  type: 'reward_item',
  family: 'people',
  item: true,
  label: { fr: 'Distinction', en: 'Award' },
  fields: rewardItemFields,
  params: z.object({}),
  demo: rewardItemDemo,
});

export { rewardBadgeUrl };
export { REWARD_IDENTS };
export type { RewardIdent };
