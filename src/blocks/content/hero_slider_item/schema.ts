/**
 * `hero_slider_item` (spec 001 §3 "Hero slider item: bg_media, main_title, description,
 * cta_repeater"): one slide of `hero_slider_block`.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it (no component:
 * the slider renders its slides).
 */
import { z } from 'zod';
import { itemBlock, repeater } from '../../../schema/block';
import { localizedText, richText } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { heroBgMedia } from '../_parts/hero/heroFields';
import { laurentidesBackground } from '../_parts/hero/heroDemo';
import { ctaItem } from '../cta_item/schema';

export const heroSliderItemFields = z.object({
  bg_media: heroBgMedia,
  main_title: localizedText,
  description: richText.optional(),
  cta_repeater: repeater(ctaItem),
});
export const heroSliderItemParams = z.object({});
/** The repeater entry envelope `{block_type: 'hero_slider_item', block_params, fields}`. */
export const heroSliderItem = itemBlock('hero_slider_item', heroSliderItemFields);
export type HeroSliderItemValue = z.output<typeof heroSliderItem>;

/** Demo: a slide about chalets in the Laurentians. */
export const heroSliderItemDemo: { fields: z.input<typeof heroSliderItemFields> } = {
  fields: {
    bg_media: laurentidesBackground,
    main_title: { fr: 'Votre chalet dans les Laurentides', en: 'Your chalet in the Laurentians' },
    description: {
      fr: '<p>Bord de l’eau, vue sur les montagnes ou forêt privée : trouvons ensemble votre refuge.</p>',
      en: '<p>Waterfront, mountain views or a private forest: let’s find your retreat together.</p>',
    },
    cta_repeater: [
      { block_type: 'cta_item', fields: { cta: { format: { type: 'button' }, text: { fr: 'Voir les chalets', en: 'See the chalets' }, url: { fr: '/fr/proprietes', en: '/en/properties' } } } },
    ],
  },
};

export const heroSliderItemBlockSchema = defineBlockSchema({
  type: 'hero_slider_item',
  family: 'content',
  item: true,
  label: { fr: 'Diapositive du carrousel principal', en: 'Hero slide' },
  fields: heroSliderItemFields,
  params: heroSliderItemParams,
  demo: heroSliderItemDemo,
});
