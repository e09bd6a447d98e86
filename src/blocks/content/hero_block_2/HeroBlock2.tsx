/**
 * `hero_block_2` (spec 001 §2, §5): the centred call-to-action hero over background media, its text
 * in the middle (`align_y: center`, default) or at the foot (`bottom`) of the hero.
 */
import type { BlockProps } from '../../defineBlock';
import { HeroBanner } from '../_parts/hero/HeroBanner';
import type { heroBlock2Fields, heroBlock2Params } from './schema';

export function HeroBlock2({ fields, params, index }: BlockProps<typeof heroBlock2Fields, typeof heroBlock2Params>) {
  return (
    <HeroBanner
      variant="hero_block_2"
      media={fields.bg_media}
      index={index}
      align="center"
      alignY={params.align_y ?? 'center'}
      superTitle={fields.super_title}
      title={fields.main_title}
      description={fields.description}
      ctas={fields.cta_repeater}
    />
  );
}
