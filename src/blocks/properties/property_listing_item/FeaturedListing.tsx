/**
 * The large featured-listing layout (spec 001 §2 "Featured properties carousel": each slide a large
 * listing — photo, badge, price, address, specs), shared by `featured_properties_block` slides fed
 * by the server and hand-made `property_listing_item` entries: photo on the left (stacked above
 * the text below 992 px), then eyebrow, title, sub-title, secondary line, tags, facts and action.
 */
import type { ReactNode } from 'react';
import type { ImageValue } from '../../../schema/content';
import { Image } from '../../ui/Image';
import styles from './FeaturedListing.module.css';

/** A coloured tag (`tag_item`): text, optional background and text colours (#hex). */
export interface FeaturedListingTag {
  label: string;
  background?: string;
  color?: string;
}

export interface FeaturedListingProps {
  /** The photo (decorative: the texts carry the listing); null → placeholder. */
  photo: ImageValue | null;
  /** Overlaid on the photo's corner (e.g. the listing badge). */
  badge?: ReactNode;
  eyebrow?: string;
  /** The heading (price or title). */
  title: string;
  subTitle?: string;
  secondaryTitle?: string;
  tags?: FeaturedListingTag[];
  /** Facts row (specs or icon list). */
  facts?: ReactNode;
  /** The call to action (link to the listing). */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Load the photo eagerly (the first slide of the first block). */
  priority?: boolean;
}

/** Renders one featured listing. */
export function FeaturedListing({ photo, badge, eyebrow, title, subTitle, secondaryTitle, tags = [], facts, action, headingLevel = 3, priority }: FeaturedListingProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.featured} data-testid="featured-listing">
      <div className={styles.media}>
        <Image value={photo} alt="" aspectRatio="16 / 10" priority={priority} sizes="(min-width: 992px) 60vw, 100vw" className={styles.photo} />
        {badge ? <div className={styles.badge}>{badge}</div> : null}
      </div>
      <div className={styles.body}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={styles.title}>{title}</Heading>
        {subTitle ? <p className={styles.subTitle}>{subTitle}</p> : null}
        {secondaryTitle ? <p className={styles.secondary}>{secondaryTitle}</p> : null}
        {tags.length ? (
          <ul className={styles.tags}>
            {tags.map((tag, index) => (
              <li key={`${index}-${tag.label}`} className={styles.tag} style={{ background: tag.background, color: tag.color }}>
                {tag.label}
              </li>
            ))}
          </ul>
        ) : null}
        {facts ? <div className={styles.facts}>{facts}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </article>
  );
}
