/**
 * `hero_block_3` (spec 001 §2 "hero blocks (…, call-to-action …)", §5 "hero call to action align_y
 * center or bottom"): a call-to-action hero whose text sits on a frosted panel on the left of the
 * background image or video, in the middle or at the foot of the hero.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { colorSchemeName } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { demoCta, skylineBackground } from '../_parts/hero/heroDemo';
import { heroAlignY, heroBgMedia, heroCopyFields } from '../_parts/hero/heroFields';

export const heroBlock3Fields = z.object({ bg_media: heroBgMedia, ...heroCopyFields });
/** `align_y`: `center` (default) or `bottom`. */
export const heroBlock3Params = z.object({
  color_scheme: colorSchemeName.optional(),
  align_y: heroAlignY.optional(),
});

/** Demo: a South Shore broker speaking to first-time buyers. */
export const heroBlock3Demo: { block_params?: z.input<typeof heroBlock3Params>; fields: z.input<typeof heroBlock3Fields> } = {
  block_params: { align_y: 'bottom' },
  fields: {
    bg_media: skylineBackground,
    super_title: { fr: 'Premier achat', en: 'First home' },
    main_title: { fr: 'Votre premier condo, à deux pas du métro', en: 'Your first condo, steps from the metro' },
    description: {
      fr: '<p>Mise de fonds, taxe de bienvenue, inspection : je vous guide à chaque étape, de la préapprobation à la remise des clés.</p>',
      en: '<p>Down payment, welcome tax, inspection: I guide you at every step, from pre-approval to getting the keys.</p>',
    },
    cta_repeater: [demoCta({ fr: 'Planifier un appel', en: 'Book a call' }, { fr: '/fr/contact', en: '/en/contact' })],
  },
};

export const heroBlock3Schema = defineBlockSchema({
  type: 'hero_block_3',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Héros avec panneau d’appel à l’action', en: 'Call-to-action hero with panel' },
  fields: heroBlock3Fields,
  params: heroBlock3Params,
  demo: heroBlock3Demo,
});
