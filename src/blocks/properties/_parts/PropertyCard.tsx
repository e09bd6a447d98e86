/**
 * The listing card used by every listing block and the search list (spec 001 §2 "Properties",
 * §3 "Property listing (cards)", §9 badge colours).
 *
 * - `PropertyCard`: photo (4:3, lazy unless `priority`), badge, price tag (`$489,000` en,
 *   `489 000 $` fr; rentals `/month` `/mois`), address, municipality and specs (bedrooms,
 *   bathrooms, living area in ft²). The whole card is one link to `card.url`; its accessible name
 *   is the address then the price. Hover and focus call `onHover(uls)`, leaving calls
 *   `onHover(null)` (the blocks highlight the listing's map marker).
 * - `PropertyCardSkeleton`: the loading shape of a card (hidden from screen readers).
 * - `PropertySeeAllCard`: the "see all" card linking to the search page.
 * - `PropertyPlaceholderCard`: the filler card of a 3-listing row.
 */
import { Ruler } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PropertyCard as PropertyCardData } from '../../../schema/listing';
import { useLocale } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { Image } from '../../ui/Image';
import { listingPhotoValue } from './listingPhoto';
import styles from './PropertyCard.module.css';
import { formatArea, formatBathCount, formatBedCount, formatListingPrice } from './propertyFormat';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface PropertyCardProps {
  /** The listing, texts in the active locale. */
  card: PropertyCardData;
  /** Drawn as highlighted (its marker is hovered on the map). */
  highlighted?: boolean;
  /** Hover/focus in → the MLS number; out → null. */
  onHover?: (uls: string | null) => void;
  /** Level of the address heading (default 3). */
  headingLevel?: HeadingLevel;
  /** Load the photo eagerly with high priority (the first cards of a page). */
  priority?: boolean;
  className?: string;
}

/** Badge colour family (spec 001 §9): sold red on white, new blue on white, open house white on dark, others white/dark. */
export function badgeTone(badge: NonNullable<PropertyCardData['badge']>): 'sold' | 'new' | 'openHouse' | 'neutral' {
  if (badge === 'sold') return 'sold';
  if (badge === 'new' || badge === 'new-build') return 'new';
  if (badge === 'open-house') return 'openHouse';
  return 'neutral';
}


/** Spec rows of a card or popup: bedrooms, bathrooms, area, each with an icon and a spoken label. */
export function PropertySpecs({ specs, className }: { specs: PropertyCardData['specs']; className?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const bed = formatBedCount(specs.bed);
  const bath = formatBathCount(specs.bath, locale);
  const area = formatArea(specs.area, locale);
  if (!bed && !bath && !area) return null;
  return (
    <ul className={[styles.specs, className].filter(Boolean).join(' ')}>
      {bed ? (
        <li title={intl.formatMessage({ id: 'properties.specs.bedrooms' }, { count: specs.bed ?? 0 })}>
          <Icon value={{ type: 'bed', font_weight: 'regular' }} size={18} />
          <span aria-hidden="true">{bed}</span>
          <span className={styles.srOnly}>{intl.formatMessage({ id: 'properties.specs.bedrooms' }, { count: specs.bed ?? 0 })}</span>
        </li>
      ) : null}
      {bath ? (
        <li title={intl.formatMessage({ id: 'properties.specs.bathrooms' }, { count: bath })}>
          <Icon value={{ type: 'bath', font_weight: 'regular' }} size={18} />
          <span aria-hidden="true">{bath}</span>
          <span className={styles.srOnly}>{intl.formatMessage({ id: 'properties.specs.bathrooms' }, { count: bath })}</span>
        </li>
      ) : null}
      {area ? (
        <li>
          <Ruler size={18} strokeWidth={1.75} aria-hidden="true" focusable="false" />
          <span>{area}</span>
        </li>
      ) : null}
    </ul>
  );
}

const BADGE_CLASS = { sold: 'badgeSold', new: 'badgeNew', openHouse: 'badgeOpenHouse', neutral: 'badgeNeutral' } as const;

/** The card's badge, or nothing. */
export function PropertyBadge({ badge, className }: { badge: PropertyCardData['badge']; className?: string }) {
  const intl = useIntl();
  if (!badge) return null;
  return (
    <span className={[styles.badge, styles[BADGE_CLASS[badgeTone(badge)]], className].filter(Boolean).join(' ')}>
      {intl.formatMessage({ id: `properties.badge.${badge}` })}
    </span>
  );
}

/** The price tag of a listing in the active locale. */
export function usePriceTag(price: number, forRent: boolean): string {
  const intl = useIntl();
  const locale = useLocale();
  return formatListingPrice(price, locale, forRent, intl.formatMessage({ id: 'properties.per-month' }));
}

/** A listing card: one link to the listing page. */
export function PropertyCard({ card, highlighted, onHover, headingLevel = 3, priority, className }: PropertyCardProps) {
  const price = usePriceTag(card.price, card.for_rent);
  const Heading = `h${headingLevel}` as const;
  // The address ends with the municipality (spec 001 §3): show it on its own line.
  const street = card.address.endsWith(`, ${card.municipality}`)
    ? card.address.slice(0, -(card.municipality.length + 2))
    : card.address;
  return (
    <article
      className={[styles.card, highlighted ? styles.highlighted : '', className].filter(Boolean).join(' ')}
      data-uls={card.uls}
      data-highlighted={highlighted ? 'true' : undefined}
      onMouseEnter={onHover ? () => onHover(card.uls) : undefined}
      onMouseLeave={onHover ? () => onHover(null) : undefined}
      onFocus={onHover ? () => onHover(card.uls) : undefined}
      onBlur={onHover ? () => onHover(null) : undefined}
    >
      <a className={styles.link} href={card.url} aria-label={`${card.address}, ${price}`}>
        <span className={styles.media}>
          <Image
            value={listingPhotoValue(card.property_image ?? card.carousel_images[0] ?? null)}
            alt=""
            aspectRatio="4 / 3"
            priority={priority}
            sizes="(min-width: 992px) 400px, 100vw"
            className={styles.photo}
            imgClassName={styles.photoImg}
          />
          <PropertyBadge badge={card.badge} className={styles.cardBadge} />
        </span>
        <span className={styles.body}>
          <span className={styles.price}>
            {price}
          </span>
          <Heading className={styles.address}>
            <span className={styles.street}>{street}</span>
            <span className={styles.srOnly}>, </span>
            <span className={styles.municipality}>{card.municipality}</span>
          </Heading>
          <PropertySpecs specs={card.specs} className={styles.cardSpecs} />
        </span>
      </a>
    </article>
  );
}

/** The loading shape of a card (aria-hidden; the list announces loading itself). */
export function PropertyCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={[styles.card, styles.skeleton, className].filter(Boolean).join(' ')} aria-hidden="true" data-testid="property-card-skeleton">
      <span className={[styles.media, styles.shimmer].join(' ')} />
      <span className={styles.body}>
        <span className={[styles.shimmer, styles.lineWide].join(' ')} />
        <span className={[styles.shimmer, styles.line].join(' ')} />
        <span className={[styles.shimmer, styles.lineShort].join(' ')} />
      </span>
    </div>
  );
}

export interface PropertySeeAllCardProps {
  /** The search page URL (`/fr/proprietes`, `/en/properties`). */
  href: string;
  /** Number of listings available. */
  total: number;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** "See all N properties" card linking to the search page. */
export function PropertySeeAllCard({ href, total, headingLevel = 3, className }: PropertySeeAllCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={[styles.card, styles.special, styles.seeAll, className].filter(Boolean).join(' ')}>
      <a className={[styles.link, styles.specialLink].join(' ')} href={href}>
        <Icon value={{ type: 'house', font_weight: 'regular' }} size={32} />
        <Heading className={styles.specialTitle}>{intl.formatMessage({ id: 'properties.see-all' })}</Heading>
        <span className={styles.specialText}>{intl.formatMessage({ id: 'properties.see-all.count' }, { count: total })}</span>
        <span className={styles.arrow} aria-hidden="true">
          <Icon value={{ type: 'arrow-right', font_weight: 'regular' }} size={20} />
        </span>
      </a>
    </article>
  );
}

export interface PropertyPlaceholderCardProps {
  /** Optional destination (e.g. the contact page); without it the card is text only. */
  href?: string;
  headingLevel?: HeadingLevel;
  className?: string;
  children?: ReactNode;
}

/** The filler card of a row of 3 listings: an invitation to be told about new listings. */
export function PropertyPlaceholderCard({ href, headingLevel = 3, className }: PropertyPlaceholderCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const content = (
    <>
      <Icon value={{ type: 'search', font_weight: 'regular' }} size={32} />
      <Heading className={styles.specialTitle}>{intl.formatMessage({ id: 'properties.placeholder.title' })}</Heading>
      <span className={styles.specialText}>{intl.formatMessage({ id: 'properties.placeholder.text' })}</span>
    </>
  );
  return (
    <article className={[styles.card, styles.special, styles.placeholder, className].filter(Boolean).join(' ')} data-testid="property-placeholder-card">
      {href ? (
        <a className={[styles.link, styles.specialLink].join(' ')} href={href}>
          {content}
        </a>
      ) : (
        <div className={styles.specialLink}>{content}</div>
      )}
    </article>
  );
}
