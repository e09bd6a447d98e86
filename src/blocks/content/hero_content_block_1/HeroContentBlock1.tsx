/**
 * `hero_content_block_1` (spec 001 §2, §5): the split hero. From 992 px the text column (colour
 * scheme background and text) and the media half sit side by side, the text on the
 * `orientation_x` side (left by default); below, the media comes first (a 16:10 band), then the
 * text. The media loads with `fetchpriority="high"` when the block opens the page.
 */
import type { BlockProps } from '../../defineBlock';
import { HeroBackground } from '../_parts/hero/HeroBackground';
import { HeroCopy } from '../_parts/hero/HeroCopy';
import { headingTag } from '../_parts/headingTag';
import type { heroContentBlock1Fields, heroContentBlock1Params } from './schema';
import styles from './HeroContentBlock1.module.css';

export function HeroContentBlock1({ fields, params, index }: BlockProps<typeof heroContentBlock1Fields, typeof heroContentBlock1Params>) {
  const orientation = params.orientation_x ?? 'left';
  return (
    <section className={styles.hero} data-hero="hero_content_block_1" data-orientation={orientation}>
      <div className={styles.text}>
        <HeroCopy
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          ctas={fields.cta_repeater}
          headingAs={headingTag(index)}
          className={styles.copy}
        />
      </div>
      <div className={styles.media}>
        <HeroBackground media={fields.bg_media} priority={index === 0} noOverlay={!fields.bg_media.overlay} fade="none" sizes="(min-width: 992px) 50vw, 100vw" className={styles.background} />
      </div>
    </section>
  );
}
