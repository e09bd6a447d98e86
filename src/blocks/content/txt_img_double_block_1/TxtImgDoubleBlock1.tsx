/**
 * Text and images block 1 (spec 001 §2 "text blocks", §3, §5 orientations): the text column
 * (super title, title, rich text, calls to action) beside the media column, side by side from lg
 * (992 px), stacked below with the text first. One media fills the column (single layout); two
 * overlap, the second lower and smaller (double layout). `orientation_x` puts the media on the
 * right (default) or the left.
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../_parts/headingTag';
import layout from '../_parts/layout.module.css';
import { MediaFigure } from '../_parts/MediaFigure';
import type { txtImgDoubleBlock1Fields, txtImgDoubleBlock1Params } from './schema';
import styles from './TxtImgDoubleBlock1.module.css';

const ALIGN = { left: layout.alignLeft, center: layout.alignCenter, right: layout.alignRight };

export function TxtImgDoubleBlock1({ fields, params, index }: BlockProps<typeof txtImgDoubleBlock1Fields, typeof txtImgDoubleBlock1Params>) {
  const localize = useLocalized();
  const Title = headingTag(index);
  const superTitle = localize(fields.super_title);
  const medias = fields.media_repeater.slice(0, 2);
  const orientation = params.orientation_x ?? 'right';
  const align = params.text_align ?? 'left';
  return (
    <section className={layout.section}>
      <div className={[layout.inner, styles.grid].join(' ')} data-orientation={orientation}>
        <div className={[styles.text, ALIGN[align]].join(' ')} data-align={align}>
          {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
          <Title className={layout.title}>{localize(fields.main_title)}</Title>
          <RichText value={fields.description} size="lead" className={[layout.description, styles.description].join(' ')} />
          {fields.cta_repeater.length > 0 ? (
            <div className={layout.actions}>
              {fields.cta_repeater.map((item, position) => (
                <Link key={position} value={item.fields.cta} />
              ))}
            </div>
          ) : null}
        </div>
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
