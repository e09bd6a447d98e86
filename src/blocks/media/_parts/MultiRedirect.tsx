/**
 * The multi-redirect section (spec 001 §2 "multi-redirect blocks (horizontal with numbered, icon or
 * image items; vertical)", §3 "Multi-redirect items: main_title, description, cta, icon or image,
 * link, image_bg_color, show_number"): the block's header above a set of destinations, each a
 * card whose title is its link (the whole card is clickable, the link keeps its own text for
 * screen readers) with an optional separate call to action.
 *
 * - `numbered`: a row of cards led by their rank `01`, `02`… (item's `show_number`, zero-padded);
 * - `icon`: a row of cards led by an icon in a tinted disc;
 * - `image`: a row of cards led by an image on its `image_bg_color` backdrop;
 * - `vertical`: a stacked list of wide rows (optional image, text, arrow).
 * Rows hold 1 card per line below 768 px, 2 from 768 px, up to 4 from 1200 px.
 */
import type { ReactNode } from 'react';
import type { LinkValue, LocalizedText } from '../../../schema/content';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import { useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import styles from './MultiRedirect.module.css';

export type MultiRedirectVariant = 'numbered' | 'icon' | 'image' | 'vertical';

/** One destination, normalised from its item block. */
export interface RedirectEntry {
  title?: LocalizedText;
  description?: LocalizedText;
  link?: LinkValue;
  cta?: LinkValue;
  /** The number, icon or image leading the card. */
  visual?: ReactNode;
}

export interface MultiRedirectProps {
  variant: MultiRedirectVariant;
  fields: { super_title?: LocalizedText; main_title?: LocalizedText; description?: LocalizedText; cta?: LinkValue };
  /** Block position on the page (the first block's title is the page's h1). */
  index: number;
  entries: RedirectEntry[];
}

/** Renders the section; see the file docstring. */
export function MultiRedirect({ variant, fields, index, entries }: MultiRedirectProps) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const ItemHeading = index === 0 ? 'h2' : 'h3';
  const title = localize(fields.main_title);
  return (
    <section className={layout.section} data-variant={variant}>
      <div className={[layout.inner, styles.inner].join(' ')}>
        {title || fields.super_title || fields.description ? (
          <div className={styles.header}>
            {fields.super_title ? <span className={layout.superTitle}>{localize(fields.super_title)}</span> : null}
            {title ? <Heading className={layout.title}>{title}</Heading> : null}
            <RichText value={fields.description} size="lead" className={[layout.description, styles.description].join(' ')} />
          </div>
        ) : null}
        <ul className={styles.list} data-variant={variant}>
          {entries.map((entry, position) => {
            const name = localize(entry.title) ?? '';
            const hasLink = Boolean(localize(entry.link?.url));
            return (
              <li key={`${position}-${name}`} className={styles.item} data-testid="redirect-item" data-linked={hasLink ? 'true' : 'false'}>
                {entry.visual ? <div className={styles.visual}>{entry.visual}</div> : null}
                <div className={styles.body}>
                  <ItemHeading className={styles.title}>
                    {hasLink ? (
                      <Link value={entry.link} appearance="text" className={styles.stretched}>
                        {name || undefined}
                      </Link>
                    ) : (
                      name
                    )}
                  </ItemHeading>
                  <RichText value={entry.description} className={styles.text} />
                  {entry.cta ? (
                    <div className={styles.cta}>
                      <Link value={entry.cta} size="sm" />
                    </div>
                  ) : null}
                </div>
                {hasLink && variant === 'vertical' ? (
                  <span className={styles.arrow} aria-hidden="true">
                    <Icon value="arrow-right" size={22} />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {fields.cta ? (
          <div className={layout.actions}>
            <Link value={fields.cta} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
