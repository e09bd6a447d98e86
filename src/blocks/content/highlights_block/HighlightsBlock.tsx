/**
 * Highlights block (spec 001 §2 "highlights"; spec 000 §9 "highlights 500"): a rounded panel at
 * least 500 px tall with the heading, text and CTA, over a darkened background image when there is
 * one, and the highlight cards along its foot — one column on phones, two from md (768 px), then
 * as many as there are cards (up to 4) from lg (992 px).
 */
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../_parts/headingTag';
import { IconCtaCard } from '../_parts/IconCtaCard';
import backdrop from '../_parts/backdrop.module.css';
import layout from '../_parts/layout.module.css';
import type { highlightsBlockFields, highlightsBlockParams } from './schema';
import styles from './HighlightsBlock.module.css';
import { CONTENT_WIDTH_SIZES } from '../../ui/imageSizes';

export function HighlightsBlock({ fields, index }: BlockProps<typeof highlightsBlockFields, typeof highlightsBlockParams>) {
  const localize = useLocalized();
  const Title = headingTag(index);
  const superTitle = localize(fields.super_title);
  const hasImage = Boolean(localize(fields.image?.media)?.url);
  const cards = fields.highlights_repeater;
  const columns = { '--columns': String(Math.min(Math.max(cards.length, 1), 4)) } as CSSProperties;
  return (
    <section className={[layout.section, styles.section].join(' ')}>
      <div className={[layout.inner, styles.panel, hasImage ? [backdrop.withImage, styles.withImage].join(' ') : ''].join(' ')}>
        {hasImage ? (
          <div className={backdrop.background} aria-hidden="true">
            <Image value={fields.image} alt="" className={backdrop.backgroundImage} priority={index === 0} sizes={CONTENT_WIDTH_SIZES} />
          </div>
        ) : null}
        <div className={styles.content}>
          {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
          <Title className={[layout.title, styles.title].join(' ')}>{localize(fields.main_title)}</Title>
          <RichText value={fields.description} size="lead" className={[layout.description, styles.description].join(' ')} />
          {fields.cta ? (
            <div className={layout.actions}>
              <Link value={fields.cta} size="lg" />
            </div>
          ) : null}
        </div>
        {cards.length > 0 ? (
          <div className={styles.cards} style={columns}>
            {cards.map((card, position) => (
              <IconCtaCard key={position} item={card} variant="tile" headingLevel={3} className={styles.card} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
