/**
 * `hero_content_block_2` (spec 001 §2, §5): an inner page's compact header over background media,
 * the text on the `orientation_x` side (left by default, right, or centred).
 */
import type { BlockProps } from '../../defineBlock';
import { HeroBanner } from '../_parts/hero/HeroBanner';
import type { heroContentBlock2Fields, heroContentBlock2Params } from './schema';

export function HeroContentBlock2({ fields, params, index }: BlockProps<typeof heroContentBlock2Fields, typeof heroContentBlock2Params>) {
  return (
    <HeroBanner
      variant="hero_content_block_2"
      media={fields.bg_media}
      index={index}
      size="compact"
      align={params.orientation_x ?? 'left'}
      alignY="center"
      superTitle={fields.super_title}
      title={fields.main_title}
      description={fields.description}
      ctas={fields.cta_repeater}
    />
  );
}
