/**
 * `reward_block` (spec 001 §2 "Rewards: list of items each showing an award image chosen by
 * reward_ident; the first 3 show, then a show-more button reveals all (once)", §9 "Rewards and
 * testimonials initially 3").
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName, localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { rewardItem, type RewardIdent } from '../reward_item/schema';

export const rewardFields = z.object({
  super_title: localizedText.optional(),
  main_title: localizedText.optional(),
  description: richText.optional(),
  rewards_repeater: repeater(rewardItem),
});
export const rewardParams = z.object({ color_scheme: colorSchemeName.optional() });

const reward = (ident: RewardIdent, year: string, fr: string, en: string, dfr: string, den: string) => ({
  block_type: 'reward_item' as const,
  fields: { reward_ident: ident, super_title: { fr: year, en: year }, main_title: { fr, en }, description: { fr: `<p>${dfr}</p>`, en: `<p>${den}</p>` } },
});

/** Demo: five awards of an agency over three years. */
export const rewardDemo: { block_params?: z.input<typeof rewardParams>; fields: z.input<typeof rewardFields> } = {
  block_params: { color_scheme: 'normal' },
  fields: {
    super_title: { fr: 'Distinctions', en: 'Awards' },
    main_title: { fr: 'Une équipe reconnue', en: 'A recognized team' },
    rewards_repeater: [
      reward('diamant', '2025', 'Distinction Diamant', 'Diamond Award', 'Parmi les meilleures équipes du réseau pour le nombre de transactions conclues.', 'Among the network’s top teams for closed transactions.'),
      reward('pinacle', '2025', 'Prix Pinacle', 'Pinnacle Award', 'Remis pour un taux de satisfaction de la clientèle de 98 %.', 'Awarded for a 98% client satisfaction rate.'),
      reward('platine', '2024', 'Club Platine', 'Platinum Club', 'Plus de 120 propriétés vendues dans les Laurentides en une année.', 'More than 120 properties sold in the Laurentians in one year.'),
      reward('reussite-carriere', '2024', 'Réussite de carrière', 'Career Achievement', 'Vingt ans de service auprès des familles de la région.', 'Twenty years of service to the region’s families.'),
      reward('100-perct-or', '2023', 'Cercle 100 % Or', '100% Gold Circle', 'Toutes les inscriptions de l’année vendues avant leur échéance.', 'Every listing of the year sold before it expired.'),
    ],
  },
};

export const rewardBlockSchema = defineBlockSchema({
  type: 'reward_block',
  family: 'people',
  colorScheme: true,
  label: { fr: 'Distinctions', en: 'Awards' },
  fields: rewardFields,
  params: rewardParams,
  demo: rewardDemo,
});
