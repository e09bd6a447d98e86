/**
 * `search_properties_block` (spec 001 §2 "Search properties", §4 "Search", §9; issue 5 §2): the
 * listing search — filter bar, filters overlay, card list with infinite loading, map beside it
 * (mobile list/map toggle), filters synced to the URL and session storage.
 */
import { z } from 'zod';
import { colorSchemeName, localizedText } from '../../../schema/content';
import { defineBlock } from '../../defineBlock';
import { searchPropertiesDemo } from './demo';
import { SearchPropertiesBlock } from './SearchPropertiesBlock';

export const searchPropertiesFields = z.object({
  /** Page title above the bar (the page's h1 when the block is first). */
  main_title: localizedText.optional(),
});
export const searchPropertiesParams = z.object({
  color_scheme: colorSchemeName.optional(),
});

export const searchPropertiesBlock = defineBlock({
  type: 'search_properties_block',
  family: 'properties',
  colorScheme: true,
  label: { fr: 'Recherche de propriétés', en: 'Property search' },
  fields: searchPropertiesFields,
  params: searchPropertiesParams,
  component: SearchPropertiesBlock,
  demo: searchPropertiesDemo,
});
