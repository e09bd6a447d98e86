/**
 * `hero_block_3` (spec 001 §2, §5): the call-to-action hero whose text sits on a frosted panel on
 * the left, in the middle (`align_y: center`, default) or at the foot (`bottom`) of the hero.
 */
import type { BlockProps } from '../../defineBlock';
import { HeroBanner } from '../_parts/hero/HeroBanner';
import type { heroBlock3Fields, heroBlock3Params } from './schema';

export function HeroBlock3({ fields, params, index }: BlockProps<typeof heroBlock3Fields, typeof heroBlock3Params>) {
  return (
    <HeroBanner
      variant="hero_block_3"
      media={fields.bg_media}
      index={index}
      align="left"
      panel
      alignY={params.align_y ?? 'center'}
      superTitle={fields.super_title}
      title={fields.main_title}
      description={fields.description}
      ctas={fields.cta_repeater}
    />
  );
}
