/**
 * Review-site testimonials (spec 001 §2, §3, §9): the average score rounded to 2 decimals
 * ("4,87" / "4.87"), its stars out of 5 rounded to halves, the total number of reviews, then a
 * carousel of review cards (no autoplay; disabled below two slides). Each card shows the author,
 * the review's own stars and date, and its text clamped to 6 lines with "Read the full testimony".
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Carousel, type CarouselSlide } from '../../ui/carousel/Carousel';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import { ClampedTestimony } from '../_parts/ClampedTestimony';
import { AuthorCaption } from '../_parts/AuthorCaption';
import { roundAverageScore } from '../_parts/rating';
import { Stars } from '../_parts/Stars';
import people from '../_parts/people.module.css';
import type { testimonialsGoogleFields, testimonialsGoogleParams } from './schema';
import styles from './TestimonialsGoogleBlock.module.css';

/** Lines of a review shown on its card before "Read the full testimony". */
export const REVIEW_CLAMP_LINES = 6;

/** A review date as the locale writes it ("14 septembre 2026"), or the string as given when it is no ISO date. */
export function formatReviewDate(value: string | undefined, locale: string): string | undefined {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const date = new Date(`${value.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

export function TestimonialsGoogleBlock({ fields, index }: BlockProps<typeof testimonialsGoogleFields, typeof testimonialsGoogleParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const Heading = headingTag(index);
  const title = localize(fields.main_title);
  const average = roundAverageScore(fields.average_score);

  const slides: CarouselSlide[] = fields.testimonials_repeater.map((item, position) => {
    const date = formatReviewDate(item.fields.review_date, intl.locale);
    const stars = <Stars score={item.fields.review_score} size={16} />;
    return {
      key: `${position}-${item.fields.author_name}`,
      content: (
        <figure className={styles.card} data-testid="review">
          <AuthorCaption name={item.fields.author_name} subtitle={date} avatar={item.fields.author_avatar} />
          {stars}
          <ClampedTestimony
            text={localize(item.fields.description) ?? ''}
            lines={REVIEW_CLAMP_LINES}
            name={item.fields.author_name}
            subtitle={date}
            avatar={item.fields.author_avatar}
            footer={stars}
            className={styles.text}
          />
        </figure>
      ),
    };
  });

  const header = (
    <div className={styles.header}>
      {title ? (
        <Heading className={layout.title}>
          {title}
        </Heading>
      ) : null}
      <div className={styles.score} data-testid="review-score">
        <span className={styles.average}>{intl.formatNumber(average, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</span>
        <span className={styles.scoreDetail}>
          <Stars score={average} size={22} />
          <span className={styles.total}>{intl.formatMessage({ id: 'testimonials.total-reviews' }, { count: fields.total_reviews })}</span>
        </span>
      </div>
    </div>
  );

  return (
    <section className={layout.section}>
      <div className={people.inner}>
        <Carousel label={title || intl.formatMessage({ id: 'testimonials.reviews-label' })} slides={slides} header={header} />
      </div>
    </section>
  );
}
