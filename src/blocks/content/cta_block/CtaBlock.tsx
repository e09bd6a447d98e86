/**
 * Call-to-action block (spec 001 §2 "CTA"): a rounded panel (theme radius 2) with a title, optional
 * rich text and one CTA, over an optional background image (darkened so the text stays readable).
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../_parts/headingTag';
import backdrop from '../_parts/backdrop.module.css';
import layout from '../_parts/layout.module.css';
import type { ctaBlockFields, ctaBlockParams } from './schema';
import styles from './CtaBlock.module.css';
import { CONTENT_WIDTH_SIZES } from '../../ui/imageSizes';

export function CtaBlock({ fields, index }: BlockProps<typeof ctaBlockFields, typeof ctaBlockParams>) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const hasImage = Boolean(localize(fields.image?.media)?.url);
  return (
    <section className={[layout.section, styles.section].join(' ')}>
      <div className={[layout.inner, styles.panel, hasImage ? backdrop.withImage : ''].join(' ')}>
        {hasImage ? (
          <div className={backdrop.background} aria-hidden="true">
            <Image value={fields.image} alt="" className={backdrop.backgroundImage} priority={index === 0} sizes={CONTENT_WIDTH_SIZES} />
          </div>
        ) : null}
        <div className={[styles.content, layout.alignCenter].join(' ')}>
          <Heading className={[layout.title, styles.title].join(' ')}>{localize(fields.main_title)}</Heading>
          <RichText value={fields.description} size="lead" className={styles.description} />
          <div className={layout.actions}>
            <Link value={fields.cta} size="lg" />
          </div>
        </div>
      </div>
    </section>
  );
}
