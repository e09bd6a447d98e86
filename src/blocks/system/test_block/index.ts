/**
 * `test_block` (spec 001 §2 "Developer test block (internal demo)"; issue 3 §4): tabs for texts,
 * links, media, edito, components, responsive breakpoints and a script paste preview. Internal
 * demo of the design system; the preview's code runs in a sandboxed frame only.
 */
import { z } from 'zod';
import { defineBlock } from '../../defineBlock';
import { code, colorSchemeName, localizedText, richText } from '../../../schema/content';
import { TestBlock } from './TestBlock';
import { testBlockDemo } from './demo';

/** `script_sample`: the paste preview's initial code per locale (default: a small clock demo). */
export const testBlockFields = z.object({
  main_title: localizedText.optional(),
  description: richText.optional(),
  script_sample: code.optional(),
});
export const testBlockParams = z.object({ color_scheme: colorSchemeName.optional() });
export type TestBlockFields = z.input<typeof testBlockFields>;

export const testBlock = defineBlock({
  type: 'test_block',
  family: 'system',
  colorScheme: true,
  label: { fr: 'Bloc de test (développeurs)', en: 'Developer test block' },
  fields: testBlockFields,
  params: testBlockParams,
  component: TestBlock,
  demo: testBlockDemo,
});
