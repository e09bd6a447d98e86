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
import { useLocalized } from '../../runtime/AppContext';
import { SectionIntro } from '../_parts/SectionIntro';
import type { txtImgDoubleBlock1Fields, txtImgDoubleBlock1Params } from './schema';
import styles from './TxtImgDoubleBlock1.module.css';

/**
 * The media boxes (see the stylesheet): in the double layout the first is 4:5 over 9 of the
 * column's 12 tracks and the second square over 6; a single media is 4:3 and fills the column
 * (half the content width from lg, all of it below).
 */
const MEDIA_BOXES = [
  { cropRatio: '4 / 5', sizes: '(min-width: 1296px) 417px, (min-width: 992px) 33vw, 68vw' },
  { cropRatio: '1 / 1', sizes: '(min-width: 1296px) 266px, (min-width: 992px) 21vw, 44vw' },
  { cropRatio: '4 / 3', sizes: '(min-width: 1296px) 556px, (min-width: 992px) 44vw, 90vw' },
];

export function TxtImgDoubleBlock1({ fields, params, index }: BlockProps<typeof txtImgDoubleBlock1Fields, typeof txtImgDoubleBlock1Params>) {
  const localize = useLocalized();
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
              title={localize(item.fields.main_title) || undefined}
              className={position === 0 ? styles.primary : styles.secondary}
              priority={index === 0 && position === 0}
              {...MEDIA_BOXES[medias.length === 2 ? position : 2]!}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
