/**
 * Medias carousel (spec 001 §2, §3 "Medias carousel item", §4 "Carousels", "Video", §9 autoplay
 * 6000 ms): the block's super title, title, text and link above a carousel showing one slide at a
 * time — an image or a video (see {@link Media}) beside its title, text and link (below it on
 * narrow screens). It advances every 6 s with a progress bar, pauses while hovered or focused (so
 * pressing a video's play button stops it), while one of its videos plays and with its pause
 * button, and never moves with prefers-reduced-motion. Arrows wrap around; fewer than two slides
 * give a still list.
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import type { CarouselSlide } from '../../ui/carousel/Carousel';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { Media } from '../../ui/video/Media';
import { SliderSection } from '../../properties/_parts/SliderSection';
import { type mediasCarouselFields, type mediasCarouselParams } from './schema';
import { MEDIAS_CAROUSEL_AUTOPLAY_MS } from './constants';
import styles from './MediasCarouselBlock.module.css';

export function MediasCarouselBlock({ fields, index }: BlockProps<typeof mediasCarouselFields, typeof mediasCarouselParams>) {
  const intl = useIntl();
  const localize = useLocalized();

  const slides: CarouselSlide[] = fields.medias_repeater.map((item, position) => {
    const title = localize(item.fields.main_title) || undefined;
    const hasText = Boolean(title || localize(item.fields.description) || item.fields.cta);
    return {
      key: `${position}-${title ?? ''}`,
      content: (
        <figure className={styles.slide} data-testid="media-slide" data-has-text={hasText ? 'true' : 'false'}>
          <Media
            value={item.fields.media}
            title={title}
            className={styles.media}
            priority={index === 0 && position === 0}
            // 16:9 (stylesheet); two thirds of the content from lg, beside the caption.
            cropRatio="16 / 9"
            sizes="(min-width: 1296px) 768px, (min-width: 992px) calc((100vw - 144px) * 2 / 3), 90vw"
          />
          {hasText ? (
            <figcaption className={styles.caption}>
              {title ? <span className={styles.title}>{title}</span> : null}
              <RichText value={item.fields.description} className={styles.text} />
              {item.fields.cta ? <Link value={item.fields.cta} className={styles.cta} /> : null}
            </figcaption>
          ) : null}
        </figure>
      ),
    };
  });

  return (
    <SliderSection
      fields={fields}
      index={index}
      fallbackLabel={intl.formatMessage({ id: 'medias-carousel.label' })}
      slides={slides}
      className={styles.section}
      carousel={{ layout: 'single', showCounter: true, autoplay: { delayMs: MEDIAS_CAROUSEL_AUTOPLAY_MS, progressMs: MEDIAS_CAROUSEL_AUTOPLAY_MS } }}
    />
  );
}
