/**
 * Testimonial list (spec 001 §2, §9): the first 3 testimonies, then a "show more" button that
 * reveals all of them once. A testimony taller than the collapse height (256 px at large-and-up,
 * i.e. ≥ 992 px; 128 px below) is cut with a soft fade and a "Read more" / "Read less" toggle
 * (`aria-expanded`, `aria-controls`).
 */
import { useId, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import layout from '../../content/_parts/layout.module.css';
import { AuthorCaption } from '../_parts/AuthorCaption';
import { SectionHeader } from '../_parts/SectionHeader';
import { ShowMoreButton } from '../_parts/ShowMoreButton';
import { useOverflow } from '../_parts/useOverflow';
import { useShowMore } from '../_parts/useShowMore';
import people from '../_parts/people.module.css';
import type { TestimonialListItemValue } from '../testimonial_list_item/schema';
import type { testimonialsListFields, testimonialsListParams } from './schema';
import styles from './TestimonialsListBlock.module.css';

/** Testimonies shown before "show more" (spec 001 §9 "Rewards and testimonials initially 3"). */
export const TESTIMONIALS_INITIAL = 3;
/** Collapse height (px) of a long testimony at large-and-up (≥ 992 px) and below (spec 001 §9). */
export const TESTIMONY_COLLAPSE_LARGE_PX = 256;
export const TESTIMONY_COLLAPSE_SMALL_PX = 128;

export function TestimonialsListBlock({ fields, index }: BlockProps<typeof testimonialsListFields, typeof testimonialsListParams>) {
  const titleId = useId();
  const listId = useId();
  const items = fields.testimonials_repeater;
  const more = useShowMore(TESTIMONIALS_INITIAL, items.length);
  const intl = useIntl();
  const localize = useLocalized();
  const label = localize(fields.main_title) ? undefined : intl.formatMessage({ id: 'testimonials.label' });

  return (
    <section className={layout.section} aria-labelledby={label ? undefined : titleId} aria-label={label}>
      <div className={people.inner}>
        <SectionHeader index={index} id={titleId} superTitle={fields.super_title} title={fields.main_title} description={fields.description} />
        <ul ref={more.listRef} id={listId} className={styles.list}>
          {items.slice(0, more.visible).map((item, position) => (
            <li key={position} tabIndex={-1} className={[styles.item, people.focusTarget].join(' ')} data-testid="testimonial">
              <Testimony item={item} />
            </li>
          ))}
        </ul>
        {more.canShowMore ? <ShowMoreButton onPress={more.reveal} hidden={more.hidden} controls={listId} messageId="testimonials.show-more" /> : null}
      </div>
    </section>
  );
}

function Testimony({ item }: { item: TestimonialListItemValue }) {
  const intl = useIntl();
  const localize = useLocalized();
  const textId = useId();
  const ref = useRef<HTMLQuoteElement>(null);
  const [expanded, setExpanded] = useState(false);
  const text = localize(item.fields.description) ?? '';
  const collapsible = useOverflow(ref, text, !expanded);
  const style = {
    '--collapse-small': `${TESTIMONY_COLLAPSE_SMALL_PX}px`,
    '--collapse-large': `${TESTIMONY_COLLAPSE_LARGE_PX}px`,
  } as CSSProperties;
  return (
    <figure className={styles.card}>
      <blockquote
        ref={ref}
        id={textId}
        className={styles.text}
        style={style}
        data-collapsed={expanded ? 'false' : 'true'}
        data-collapsible={collapsible ? 'true' : 'false'}
      >
        {text}
      </blockquote>
      {collapsible ? (
        <button type="button" className={people.textButton} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((value) => !value)}>
          {intl.formatMessage({ id: expanded ? 'testimonials.read-less' : 'testimonials.read-more' })}
        </button>
      ) : null}
      <AuthorCaption name={item.fields.author_name} subtitle={localize(item.fields.author_subtitle)} avatar={item.fields.author_avatar} size={52} className={styles.author} />
    </figure>
  );
}
