/**
 * `hero_block_2` (spec 001 §2 "hero blocks (…, call-to-action …)", §5 "hero call to action align_y
 * center or bottom"): a full-bleed call-to-action hero — background image or video, a centred
 * title, description and buttons, in the middle or at the foot of the hero.
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { colorSchemeName } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { demoCta, laurentidesBackground } from '../_parts/hero/heroDemo';
import { heroAlignY, heroBgMedia, heroCopyFields } from '../_parts/hero/heroFields';

export const heroBlock2Fields = z.object({ bg_media: heroBgMedia, ...heroCopyFields });
/** `align_y`: `center` (default) or `bottom`. */
export const heroBlock2Params = z.object({
  color_scheme: colorSchemeName.optional(),
  align_y: heroAlignY.optional(),
});

/** Demo: an agency inviting sellers to a free valuation. */
export const heroBlock2Demo: { block_params?: z.input<typeof heroBlock2Params>; fields: z.input<typeof heroBlock2Fields> } = {
  block_params: { align_y: 'center' },
  fields: {
    bg_media: laurentidesBackground,
    super_title: { fr: 'Vendre dans les Laurentides', en: 'Selling in the Laurentians' },
    main_title: { fr: 'Vendez au meilleur prix, sans stress', en: 'Sell for the best price, stress-free' },
    description: {
      fr: '<p>Mise en valeur, photos professionnelles et visites organisées : votre courtier s’occupe de tout.</p>',
      en: '<p>Staging, professional photos and organised visits: your broker takes care of everything.</p>',
    },
    cta_repeater: [
      demoCta({ fr: 'Obtenir une évaluation', en: 'Get a valuation' }, { fr: '/fr/contact', en: '/en/contact' }),
      demoCta({ fr: 'Nos propriétés vendues', en: 'Our sold properties' }, { fr: '/fr/proprietes', en: '/en/properties' }, 'button-outline'),
    ],
  },
};

export const heroBlock2Schema = defineBlockSchema({
  type: 'hero_block_2',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Héros avec appel à l’action', en: 'Call-to-action hero' },
  fields: heroBlock2Fields,
  params: heroBlock2Params,
  demo: heroBlock2Demo,
});
