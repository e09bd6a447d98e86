/**
 * `hero_content_block_2` (spec 001 §2 "hero content blocks", §5 "hero content 2 left, right or
 * center"): an inner page's header — a compact full-bleed hero over background media, the text on
 * the left, on the right or centred.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { colorSchemeName } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { demoBackground, demoCta } from '../_parts/hero/heroDemo';
import { heroBgMedia, heroCopyFields, heroOrientationLeftRightCenter } from '../_parts/hero/heroFields';

export const heroContentBlock2Fields = z.object({ bg_media: heroBgMedia, ...heroCopyFields });
/** `orientation_x`: `left` (default), `right` or `center`. */
export const heroContentBlock2Params = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: heroOrientationLeftRightCenter.optional(),
});

/** Demo: the header of a neighbourhood guide page. */
export const heroContentBlock2Demo: {
  block_params?: z.input<typeof heroContentBlock2Params>;
  fields: z.input<typeof heroContentBlock2Fields>;
} = {
  block_params: { orientation_x: 'center' },
  fields: {
    bg_media: demoBackground('/listings/maison-2.svg', { fr: 'Rue résidentielle bordée d’arbres à Saint-Lambert', en: 'Tree-lined residential street in Saint-Lambert' }, { x: 0.5, y: 0.55 }, 0.5),
    super_title: { fr: 'Guide de quartier', en: 'Neighbourhood guide' },
    main_title: { fr: 'Vivre à Saint-Lambert', en: 'Living in Saint-Lambert' },
    description: {
      fr: '<p>Écoles, parcs, commerces et prix moyens : tout ce qu’il faut savoir avant d’acheter sur la Rive-Sud.</p>',
      en: '<p>Schools, parks, shops and average prices: everything to know before buying on the South Shore.</p>',
    },
    cta_repeater: [demoCta({ fr: 'Voir les propriétés', en: 'See the properties' }, { fr: '/fr/proprietes', en: '/en/properties' }, 'button-outline')],
  },
};

export const heroContentBlock2Schema = defineBlockSchema({
  type: 'hero_content_block_2',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Héros d’en-tête de page', en: 'Page header hero' },
  fields: heroContentBlock2Fields,
  params: heroContentBlock2Params,
  demo: heroContentBlock2Demo,
});
