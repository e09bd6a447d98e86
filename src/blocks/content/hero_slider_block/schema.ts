/**
 * `hero_slider_block` (spec 001 §2 "hero blocks (…, slider)", §4 "Hero slider autoplays with a
 * progress bar per slide and a preview of the next slide", §9 "Hero slider autoplay 8000 ms,
 * transition 500 ms"): full-width slides, each a `hero_slider_item` (background media, title,
 * description, calls to action).
 *
 * Server-safe: zod schemas and demo data only (no React, no CSS); index.ts binds it to the component.
 */
import { z } from 'zod';
import { repeater } from '../../../schema/block';
import { colorSchemeName } from '../../../schema/content';
import { defineBlockSchema } from '../../defineBlockSchema';
import { houseBackground, laurentidesBackground, skylineBackground } from '../_parts/hero/heroDemo';
import { heroSliderItem } from '../hero_slider_item/schema';
import { HERO_SLIDER_AUTOPLAY_MS, HERO_SLIDER_TRANSITION_MS } from './constants';


export const heroSliderBlockFields = z.object({
  hero_slider_repeater: repeater(heroSliderItem),
});
export const heroSliderBlockParams = z.object({
  color_scheme: colorSchemeName.optional(),
});

const cta = (fr: string, en: string, urlFr: string, urlEn: string, type: 'button' | 'button-outline' = 'button') => ({
  block_type: 'cta_item' as const,
  fields: { cta: { format: { type }, text: { fr, en }, url: { fr: urlFr, en: urlEn } } },
});

/** Demo: an agency's home page opening on three slides (chalets, city condos, family homes). */
export const heroSliderBlockDemo: {
  block_params?: z.input<typeof heroSliderBlockParams>;
  fields: z.input<typeof heroSliderBlockFields>;
} = {
  block_params: {},
  fields: {
    hero_slider_repeater: [
      {
        block_type: 'hero_slider_item',
        fields: {
          bg_media: laurentidesBackground,
          main_title: { fr: 'Votre chalet dans les Laurentides', en: 'Your chalet in the Laurentians' },
          description: {
            fr: '<p>Bord de l’eau, vue sur les montagnes ou forêt privée : nos courtiers connaissent chaque lac de la région.</p>',
            en: '<p>Waterfront, mountain views or a private forest: our brokers know every lake in the region.</p>',
          },
          cta_repeater: [
            cta('Voir les propriétés', 'See the properties', '/fr/proprietes', '/en/properties'),
            cta('Nous joindre', 'Contact us', '/fr/contact', '/en/contact', 'button-outline'),
          ],
        },
      },
      {
        block_type: 'hero_slider_item',
        fields: {
          bg_media: skylineBackground,
          main_title: { fr: 'Condos avec vue sur Montréal', en: 'Condos overlooking Montréal' },
          description: {
            fr: '<p>De Longueuil à Brossard, des copropriétés neuves à quelques minutes du centre-ville.</p>',
            en: '<p>From Longueuil to Brossard, new condominiums minutes from downtown.</p>',
          },
          cta_repeater: [cta('Découvrir les condos', 'Discover the condos', '/fr/proprietes', '/en/properties')],
        },
      },
      {
        block_type: 'hero_slider_item',
        fields: {
          bg_media: houseBackground,
          main_title: { fr: 'Combien vaut votre maison ?', en: 'What is your home worth?' },
          description: {
            fr: '<p>Une évaluation gratuite et sans engagement, fondée sur les ventes récentes de votre quartier.</p>',
            en: '<p>A free, no-obligation valuation based on recent sales in your neighbourhood.</p>',
          },
          cta_repeater: [cta('Demander une évaluation', 'Request a valuation', '/fr/contact', '/en/contact')],
        },
      },
    ],
  },
};

export const heroSliderBlockSchema = defineBlockSchema({
  type: 'hero_slider_block',
  family: 'content',
  colorScheme: true,
  label: { fr: 'Carrousel principal', en: 'Hero slider' },
  fields: heroSliderBlockFields,
  params: heroSliderBlockParams,
  demo: heroSliderBlockDemo,
});

export { HERO_SLIDER_AUTOPLAY_MS, HERO_SLIDER_TRANSITION_MS };
