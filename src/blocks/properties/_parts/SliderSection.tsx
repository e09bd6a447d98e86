/**
 * The section of the sliders (properties and categories sliders, medias carousel, carousel cards;
 * spec 001 §2, §9 "Carousel grid"): a wide container (up to 1 560 px) with the block's super title, title,
 * description and optional CTA above a {@link Carousel} of the given slides.
 */
import type { ReactNode } from 'react';
import { useLocalized } from '../../runtime/AppContext';
import { Carousel, type CarouselProps, type CarouselSlide } from '../../ui/carousel/Carousel';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import type { LocalizedText } from '../../../schema/content';
import styles from './SliderSection.module.css';

type LinkValue = Parameters<typeof Link>[0]['value'];

export interface SliderSectionProps {
  /** The block's text fields (localized). */
  fields: { super_title?: LocalizedText; main_title?: LocalizedText; description?: Parameters<typeof RichText>[0]['value']; cta?: LinkValue };
  /** Block position on the page (the first block's title is the page's h1). */
  index: number;
  /** Accessible name of the carousel when the block has no title. */
  fallbackLabel: string;
  slides: CarouselSlide[];
  /** Carousel options beyond the grid default: layout, step, autoplay, counter (medias carousel, carousel cards). */
  carousel?: Pick<CarouselProps, 'layout' | 'step' | 'autoplay' | 'showCounter' | 'separated'>;
  /** Extra class of the section (a block's own spacing or width). */
  className?: string;
}

export function SliderSection({ fields, index, fallbackLabel, slides, carousel, className }: SliderSectionProps): ReactNode {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const title = localize(fields.main_title) ?? '';
  const header = (
    <div className={styles.header}>
      {fields.super_title ? <span className={layout.superTitle}>{localize(fields.super_title)}</span> : null}
      <Heading className={layout.title}>{title}</Heading>
      <RichText value={fields.description} size="lead" className={[layout.description, styles.description].join(' ')} />
      {fields.cta ? (
        <div className={styles.cta}>
          <Link value={fields.cta} />
        </div>
      ) : null}
    </div>
  );
  return (
    <section className={[layout.section, styles.section, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <Carousel label={title || fallbackLabel} slides={slides} header={header} {...carousel} />
      </div>
    </section>
  );
}
