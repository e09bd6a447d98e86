/**
 * Brokers testimonials carousel (spec 001 §2, §3, §9): an image beside a carousel of testimonies,
 * one per view, autoplaying every 5000 ms (paused on hover or focus, never with reduced motion,
 * disabled below two slides). Each testimony is clamped to 7 lines; "Read the full testimony" opens
 * it in a popup. `orientation_x` is the carousel's side (default right); `highlight_color` tints the
 * quote mark and the progress bar.
 */
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Carousel, type CarouselSlide } from '../../ui/carousel/Carousel';
import { Image } from '../../ui/Image';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import { ClampedTestimony } from '../_parts/ClampedTestimony';
import { AuthorCaption } from '../_parts/AuthorCaption';
import people from '../_parts/people.module.css';
import { type testimonialsBrokersFields, type testimonialsBrokersParams } from './schema';
import { BROKERS_TESTIMONIALS_AUTOPLAY_MS, BROKERS_TESTIMONY_CLAMP_LINES } from './constants';
import styles from './TestimonialsBrokersBlock.module.css';

export function TestimonialsBrokersBlock({ fields, params, index }: BlockProps<typeof testimonialsBrokersFields, typeof testimonialsBrokersParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const Heading = headingTag(index);
  const title = localize(fields.main_title);
  const style = fields.highlight_color ? ({ '--highlight': fields.highlight_color } as CSSProperties) : undefined;

  const slides: CarouselSlide[] = fields.testimonials_repeater.map((item, position) => {
    const subtitle = localize(item.fields.broker_subtitle);
    return {
      key: `${position}-${item.fields.broker_name}`,
      content: (
        <figure className={styles.slide} data-testid="testimonial">
          <span className={styles.quote} aria-hidden="true">
            “
          </span>
          <ClampedTestimony
            text={localize(item.fields.description) ?? ''}
            lines={BROKERS_TESTIMONY_CLAMP_LINES}
            name={item.fields.broker_name}
            subtitle={subtitle}
            avatar={item.fields.broker_avatar}
            className={styles.text}
          />
          <AuthorCaption name={item.fields.broker_name} subtitle={subtitle} avatar={item.fields.broker_avatar} size={56} className={styles.author} />
        </figure>
      ),
    };
  });

  return (
    <section className={layout.section} style={style}>
      <div className={[people.inner, styles.grid].join(' ')} data-orientation={params.orientation_x}>
        <div className={styles.media}>
          <Image value={fields.image} alt="" className={styles.image} sizes="(min-width: 1296px) 480px, (min-width: 992px) 38vw, 90vw" />
        </div>
        <div className={styles.content}>
          <Carousel
            label={title || intl.formatMessage({ id: 'testimonials.label' })}
            slides={slides}
            layout="single"
            autoplay={{ delayMs: BROKERS_TESTIMONIALS_AUTOPLAY_MS, progressMs: BROKERS_TESTIMONIALS_AUTOPLAY_MS }}
            showCounter
            header={
              title ? (
                <Heading className={layout.title}>
                  {title}
                </Heading>
              ) : null
            }
          />
        </div>
      </div>
    </section>
  );
}
