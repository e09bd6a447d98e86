/**
 * One `icon_cta_card_item` (spec 001 §3 "Icon CTA card"): icon, title, optional text and call to
 * action on a rounded card. `bg_color_primary` and `text_color` give the card its own colours; with
 * only a background, the text takes a readable dark or white (the dark-colour test of lib/color.ts);
 * with neither, the colour scheme's. Shared by `cta_double_block` and `highlights_block`.
 */
import type { CSSProperties } from 'react';
import { readableTextOn } from '../../../lib/color';
import { useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import type { IconCtaCardItemValue } from '../icon_cta_card_item/schema';
import styles from './IconCtaCard.module.css';

export interface IconCtaCardProps {
  item: IconCtaCardItemValue;
  /** Heading level of the card's title: h2 in a block without its own title, else h3. */
  headingLevel: 2 | 3;
  /** `panel`: a large card (double CTA, min height 250 px); `tile`: a compact card (highlights). */
  variant: 'panel' | 'tile';
  className?: string;
}

export function IconCtaCard({ item, headingLevel, variant, className }: IconCtaCardProps) {
  const localize = useLocalized();
  const { bg_color_primary: background, text_color: textColor } = item.fields;
  const style: CSSProperties & Record<`--${string}`, string> = {};
  if (background) {
    style['--card-bg'] = background;
    const text = textColor ?? readableTextOn(background);
    style['--card-text'] = text;
    // Buttons inside the card take the card's colours, inverted.
    style['--scheme-accent'] = text;
    style['--scheme-accent-text'] = background;
    style['--scheme-muted'] = `color-mix(in srgb, ${text} 82%, ${background})`;
  } else if (textColor) {
    style['--card-text'] = textColor;
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={[styles.card, styles[variant], background ? styles.coloured : '', className].filter(Boolean).join(' ')}
      style={style}
      data-testid="icon-cta-card"
    >
      {item.fields.icon ? (
        <span className={styles.icon}>
          <Icon value={item.fields.icon} size={variant === 'panel' ? 28 : 24} />
        </span>
      ) : null}
      <Heading className={styles.title}>{localize(item.fields.main_title)}</Heading>
      <RichText value={item.fields.description} className={styles.description} />
      {item.fields.cta ? (
        <div className={styles.action}>
          <Link value={item.fields.cta} />
        </div>
      ) : null}
    </article>
  );
}
