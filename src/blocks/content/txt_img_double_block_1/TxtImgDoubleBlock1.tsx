/**
 * Text and images block 1 (spec 001 §2 "text blocks", §3, §5 orientations): the text column
 * (super title, title, rich text, calls to action) beside the media column, side by side from lg
 * (992 px), stacked below with the text first. One media fills the column (single layout); two
 * overlap, the second lower and smaller (double layout). `orientation_x` puts the media on the
 * right (default) or the left.
 */
import type { BlockProps } from '../../defineBlock';
import layout from '../_parts/layout.module.css';
import { MediaFigure } from '../_parts/MediaFigure';
import { SectionIntro } from '../_parts/SectionIntro';
import type { txtImgDoubleBlock1Fields, txtImgDoubleBlock1Params } from './schema';
import styles from './TxtImgDoubleBlock1.module.css';

export function TxtImgDoubleBlock1({ fields, params, index }: BlockProps<typeof txtImgDoubleBlock1Fields, typeof txtImgDoubleBlock1Params>) {
  const medias = fields.media_repeater.slice(0, 2);
  const orientation = params.orientation_x ?? 'right';
  return (
    <section className={layout.section}>
      <div className={[layout.inner, styles.grid].join(' ')} data-orientation={orientation}>
        <SectionIntro
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          ctas={fields.cta_repeater.map((item) => item.fields.cta)}
          index={index}
          align={params.text_align ?? 'left'}
          className={styles.text}
          descriptionClassName={styles.description}
        />
        <div className={styles.medias} data-layout={medias.length === 2 ? 'double' : 'single'}>
          {medias.map((item, position) => (
            <MediaFigure
              key={position}
              value={item.fields.media}
              className={position === 0 ? styles.primary : styles.secondary}
              priority={index === 0}
              sizes="(min-width: 992px) 50vw, 100vw"
            />
          ))}
        </div>
      </div>
    </section>
  );
}
