/**
 * `hero_content_block_1` (spec 001 §2 "hero content blocks", §5 "hero content 1 … left or right"): a
 * split hero — the text on the colour scheme's background on the `orientation_x` side, the
 * background media (image or video) filling the other half, edge to edge.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { colorSchemeName } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { demoCta, demoBackground } from '../_parts/hero/heroDemo';
import { heroBgMedia, heroCopyFields, heroOrientationLeftRight } from '../_parts/hero/heroFields';

export const heroContentBlock1Fields = z.object({ bg_media: heroBgMedia, ...heroCopyFields });
/** `orientation_x`: the text's side, `left` (default) or `right`. */
export const heroContentBlock1Params = z.object({
  color_scheme: colorSchemeName.optional(),
  orientation_x: heroOrientationLeftRight.optional(),
});

/** Demo: a broker's "selling your home" page header. */
export const heroContentBlock1Demo: {
  block_params?: z.input<typeof heroContentBlock1Params>;
  fields: z.input<typeof heroContentBlock1Fields>;
} = {
  block_params: { color_scheme: 'normal-grey', orientation_x: 'left' },
  fields: {
    bg_media: demoBackground('/listings/salon.svg', { fr: 'Salon lumineux d’une maison mise en valeur', en: 'Bright, staged living room' }, { x: 0.5, y: 0.5 }),
    super_title: { fr: 'Vendre votre propriété', en: 'Selling your home' },
    main_title: { fr: 'Une mise en marché qui fait la différence', en: 'Marketing that makes the difference' },
    description: {
      fr: '<p>Photos professionnelles, visite virtuelle et diffusion sur Centris : votre propriété se démarque dès le premier jour.</p>',
      en: '<p>Professional photos, a virtual tour and a Centris listing: your property stands out from day one.</p>',
    },
    cta_repeater: [demoCta({ fr: 'Demander une évaluation', en: 'Request a valuation' }, { fr: '/fr/contact', en: '/en/contact' })],
  },
};

export const heroContentBlock1Schema = defineBlockSchema({
  type: 'hero_content_block_1',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Héros de contenu partagé', en: 'Split content hero' },
  fields: heroContentBlock1Fields,
  params: heroContentBlock1Params,
  demo: heroContentBlock1Demo,
});
