/**
 * Image and text (spec 001 §2 "image+text"): an image (4:3, theme radius 2) beside super title,
 * title, rich text and an optional CTA. `orientation_x` is the image side from lg (992 px) up (left
 * by default); below lg the image comes first. The first block of a page loads its image eagerly.
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../_parts/headingTag';
import layout from '../_parts/layout.module.css';
import type { imageTextBlockFields, imageTextBlockParams } from './schema';
import styles from './ImageTextBlock.module.css';

export function ImageTextBlock({ fields, params, index }: BlockProps<typeof imageTextBlockFields, typeof imageTextBlockParams>) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const superTitle = localize(fields.super_title);
  const orientation = params.orientation_x ?? 'left';
  return (
    <section className={layout.section}>
      <div className={[layout.inner, styles.grid, orientation === 'right' ? styles.imageRight : ''].join(' ')} data-orientation={orientation}>
        <div className={styles.media}>
          <Image value={fields.image} placeholder="office" aspectRatio="4 / 3" priority={index === 0} sizes="(min-width: 1296px) 540px, (min-width: 992px) 43vw, 90vw" className={styles.image} />
        </div>
        <div className={styles.text}>
          {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
          <Heading className={layout.title}>{localize(fields.main_title)}</Heading>
          <RichText value={fields.description} className={[layout.description, styles.description].join(' ')} />
          {fields.cta ? (
            <div className={layout.actions}>
              <Link value={fields.cta} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
