/**
 * The text of a hero (spec 001 §2 "hero blocks", §3 "main_title, description, cta_repeater"): an
 * optional super title, the title (the page's `<h1>` when the hero is the first block, else `<h2>`),
 * an optional rich-text description and the calls to action of `cta_repeater`.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { LocalizedText } from '../../../../schema/content';
import { useLocalized } from '../../../runtime/AppContext';
import { Link } from '../../../ui/Link';
import { RichText } from '../../../ui/RichText';
import type { ctaItem } from '../../cta_item/schema';
import styles from './hero.module.css';

export interface HeroCopyProps {
  superTitle?: LocalizedText;
  title: LocalizedText;
  description?: LocalizedText;
  ctas?: ReadonlyArray<z.output<typeof ctaItem>>;
  /** The heading element: `h1` for the page's first block. */
  headingAs: 'h1' | 'h2';
  headingId?: string;
  /** Text alignment inside the copy column (default left). */
  align?: 'left' | 'center' | 'right';
  /** Extra content after the calls to action (e.g. an info list). */
  children?: ReactNode;
  className?: string;
}

export function HeroCopy({ superTitle, title, description, ctas = [], headingAs: Heading, headingId, align = 'left', children, className }: HeroCopyProps) {
  const localize = useLocalized();
  const superText = localize(superTitle);
  return (
    <div className={[styles.copy, className].filter(Boolean).join(' ')} data-align={align}>
      {superText ? <p className={styles.superTitle}>{superText}</p> : null}
      <Heading id={headingId} className={styles.title}>
        {localize(title)}
      </Heading>
      {localize(description) ? <RichText value={description} size="lead" className={styles.description} /> : null}
      {ctas.length ? (
        <div className={styles.actions}>
          {ctas.map((item, i) => (
            <Link key={i} value={item.fields.cta} size="lg" />
          ))}
        </div>
      ) : null}
      {children}
    </div>
  );
}
