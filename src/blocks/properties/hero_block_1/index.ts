/**
 * `hero_block_1` (spec 001 §2 "hero blocks (search bar, …)", "Hero search bar"; issue 5 §2): a
 * full-width hero with a background image, a title, an optional description and the property
 * search bar (buy / rent tabs, municipality dropdown, filters overlay, search button).
 */
import { z } from 'zod';
import { colorSchemeName, image, localizedText, localizedTextarea } from '../../../schema/content';
import { defineBlock } from '../../defineBlock';
import { heroBlock1Demo } from './demo';
import { HeroBlock1 } from './HeroBlock1';

export const heroBlock1Fields = z.object({
  bg_image: image,
  super_title: localizedText.optional(),
  main_title: localizedText,
  description: localizedTextarea.optional(),
  /** Tab titles of the search bar (default "Acheter une propriété" / "Louer une propriété"). */
  buy_tab_title: localizedText.optional(),
  rent_tab_title: localizedText.optional(),
});
export const heroBlock1Params = z.object({
  color_scheme: colorSchemeName.optional(),
});

export const heroBlock1 = defineBlock({
  type: 'hero_block_1',
  family: 'properties',
  label: { fr: 'Héros avec recherche de propriétés', en: 'Hero with property search' },
  fields: heroBlock1Fields,
  params: heroBlock1Params,
  component: HeroBlock1,
  demo: heroBlock1Demo,
});
