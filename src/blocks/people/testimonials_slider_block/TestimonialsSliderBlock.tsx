/**
 * Testimonial card slider (spec 001 §2, §3, §9): a carousel of coloured cards, up to 3 per view
 * (1 below 768 px, 2 below 1200 px), no autoplay, disabled below two slides. Each card takes its
 * `bg_color_primary` and `text_color`; its text is clamped to 10 lines with "Read the full
 * testimony" opening the popup.
 */
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Carousel, type CarouselSlide } from '../../ui/carousel/Carousel';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import { ClampedTestimony } from '../_parts/ClampedTestimony';
import { AuthorCaption } from '../_parts/AuthorCaption';
import people from '../_parts/people.module.css';
import { type testimonialsSliderFields, type testimonialsSliderParams } from './schema';
import { CARD_TESTIMONY_CLAMP_LINES } from './constants';
import styles from './TestimonialsSliderBlock.module.css';

export function TestimonialsSliderBlock({ fields, index }: BlockProps<typeof testimonialsSliderFields, typeof testimonialsSliderParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const Heading = headingTag(index);
  const title = localize(fields.main_title);

  const slides: CarouselSlide[] = fields.testimonials_repeater.map((item, position) => {
    const subtitle = localize(item.fields.author_subtitle);
    const colours = {
      ...(item.fields.bg_color_primary ? { '--card-bg': item.fields.bg_color_primary } : {}),
      ...(item.fields.text_color ? { '--card-text': item.fields.text_color } : {}),
    } as CSSProperties;
    return {
      key: `${position}-${item.fields.author_name}`,
      content: (
        <figure className={styles.card} style={colours} data-testid="testimonial">
          <ClampedTestimony
            text={localize(item.fields.description) ?? ''}
            lines={CARD_TESTIMONY_CLAMP_LINES}
            name={item.fields.author_name}
            subtitle={subtitle}
            avatar={item.fields.author_avatar}
            className={styles.text}
          />
          <AuthorCaption name={item.fields.author_name} subtitle={subtitle} avatar={item.fields.author_avatar} className={styles.author} subtitleClassName={styles.subtitle} />
        </figure>
      ),
    };
  });

  return (
    <section className={layout.section}>
      <div className={people.inner}>
        <Carousel
          label={title || intl.formatMessage({ id: 'testimonials.label' })}
          slides={slides}
          layout="triple"
          header={
            title ? (
              <Heading className={layout.title}>
                {title}
              </Heading>
            ) : null
          }
        />
      </div>
    </section>
  );
}
