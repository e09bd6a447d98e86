/**
 * Statistics (spec 001 §2, §9): key figures and featured facts in the `layout_display` variant
 * (`variant_1` by default: figures in a row under a centred title, facts below; `variant_2`: title
 * and facts beside a 2 × 2 grid of figures). Whole numbers are zero-padded to 2 digits ("08") and
 * grouped the locale's way ("1 250" / "1,250"); each figure reads as one sentence to screen readers
 * ("8 experienced brokers").
 */
import { useIntl, type IntlShape } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import layout from '../../content/_parts/layout.module.css';
import { padCounter } from '../../ui/carousel/Carousel';
import { SectionHeader } from '../_parts/SectionHeader';
import people from '../_parts/people.module.css';
import type { StatisticItemValue } from '../statistic_item/schema';
import type { statisticsFields, statisticsParams } from './schema';
import styles from './StatisticsBlock.module.css';

/** A figure as shown: whole numbers below 10 zero-padded to 2 digits, others grouped by locale. */
export function formatStatistic(value: number, intl: Pick<IntlShape, 'formatNumber'>): string {
  if (Number.isInteger(value) && value < 10) return padCounter(value);
  return intl.formatNumber(value, { maximumFractionDigits: 1 });
}

export function StatisticsBlock({ fields, params, index }: BlockProps<typeof statisticsFields, typeof statisticsParams>) {
  const localize = useLocalized();
  const variant = params.layout_display;
  const Title = index === 0 ? 'h2' : 'h3';
  const figures = (
    <ul className={styles.figures}>
      {fields.statistics_repeater.map((item, position) => (
        <Figure key={position} item={item} />
      ))}
    </ul>
  );
  const facts = fields.featured_repeater.length ? (
    <ul className={styles.facts}>
      {fields.featured_repeater.map((item, position) => (
        <li key={position} className={styles.fact} data-testid="featured-item">
          {localize(item.fields.super_title) ? <span className={styles.factKicker}>{localize(item.fields.super_title)}</span> : null}
          <Title className={styles.factTitle}>{localize(item.fields.main_title)}</Title>
          <RichText value={item.fields.description} className={styles.factText} />
          {item.fields.cta ? (
            <div className={styles.factCta}>
              <Link value={item.fields.cta} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  ) : null;
  const header = (
    <SectionHeader index={index} superTitle={fields.super_title} title={fields.main_title} description={fields.description} align={variant === 'variant_1' ? 'center' : 'left'} />
  );
  return (
    <section className={layout.section} data-layout-display={variant} data-testid="statistics">
      <div className={[people.inner, styles.grid].join(' ')} data-variant={variant}>
        {variant === 'variant_2' ? (
          <>
            <div className={styles.side}>
              {header}
              {facts}
            </div>
            {figures}
          </>
        ) : (
          <>
            {header}
            {figures}
            {facts}
          </>
        )}
      </div>
    </section>
  );
}

function Figure({ item }: { item: StatisticItemValue }) {
  const intl = useIntl();
  const localize = useLocalized();
  const prefix = localize(item.fields.prefix) ?? '';
  const suffix = localize(item.fields.suffix) ?? '';
  return (
    <li className={styles.figure} data-testid="statistic">
      <span className={styles.value}>
        {prefix}
        {formatStatistic(item.fields.value, intl)}
        {suffix}
      </span>
      <span className={styles.label}>{localize(item.fields.main_title)}</span>
      {localize(item.fields.description) ? <span className={styles.detail}>{localize(item.fields.description)}</span> : null}
    </li>
  );
}
