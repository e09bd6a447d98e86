/**
 * Featured properties carousel (spec 001 §2, §4 "Carousels", §9): title, text and call to action,
 * then one large listing per slide — photo, badge, price, address, specs — autoplaying every
 * 5000 ms with a 4000 ms progress bar, wrap-around arrows and a `01 / 08` counter. Slides are the
 * server-fed listings, then the hand-made `property_listing_item` entries.
 */
import { useIntl } from 'react-intl';
import { type PropertyCard } from '../../../schema/listing';
import { PROPERTY_TYPE_LABELS } from '../../../schema/listingValues';
import type { BlockProps } from '../../defineBlock';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import { Carousel, type CarouselSlide } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import { FeaturedListing } from '../property_listing_item/FeaturedListing';
import { PropertyListingItem } from '../property_listing_item/PropertyListingItem';
import { PropertyBadge, PropertySpecs, usePriceTag } from '../_parts/PropertyCard';
import type { featuredPropertiesFields, featuredPropertiesParams } from './schema';
import styles from './FeaturedPropertiesBlock.module.css';

/** Autoplay delay and progress-bar duration (spec 001 §9: 5000 ms, 4000 ms). */
export const FEATURED_AUTOPLAY = { delayMs: 5000, progressMs: 4000 } as const;

export function FeaturedPropertiesBlock({ fields, params, index }: BlockProps<typeof featuredPropertiesFields, typeof featuredPropertiesParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const Heading = headingTag(index);
  const title = localize(fields.main_title) ?? '';
  const cards = params.core_data?.propertiesListing ?? [];

  const slides: CarouselSlide[] = [
    ...cards.map((card, position) => ({
      key: card.uls,
      content: <FeaturedCardSlide card={card} priority={index === 0 && position === 0} />,
    })),
    ...fields.listings_repeater.map((item, position) => ({
      key: `item-${position}-${item.fields.hover_id ?? ''}`,
      content: <PropertyListingItem fields={item.fields} />,
    })),
  ];

  const header = (
    <div className={styles.header}>
      {fields.super_title ? <span className={layout.superTitle}>{localize(fields.super_title)}</span> : null}
      <Heading className={layout.title}>{title}</Heading>
      <RichText value={fields.description} size="lead" className={[layout.description, styles.description].join(' ')} />
    </div>
  );

  return (
    <section className={[layout.section, styles.section].join(' ')}>
      <div className={styles.inner}>
        {slides.length ? (
          <Carousel
            label={title || intl.formatMessage({ id: 'featured-properties.label' })}
            slides={slides}
            layout="single"
            autoplay={FEATURED_AUTOPLAY}
            showCounter
            header={header}
          />
        ) : (
          <>
            {header}
            <p className={styles.empty}>{intl.formatMessage({ id: 'featured-properties.empty' })}</p>
          </>
        )}
        {fields.cta ? (
          <div className={styles.cta}>
            <Link value={fields.cta} size="lg" />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** One server-fed listing as a featured slide. */
function FeaturedCardSlide({ card, priority }: { card: PropertyCard; priority?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const price = usePriceTag(card.price, card.for_rent);
  const photoUrl = card.property_image ?? card.carousel_images[0] ?? null;
  return (
    <FeaturedListing
      photo={photoUrl ? { media: { fr: { url: photoUrl, alt: '' } } } : null}
      badge={card.badge ? <PropertyBadge badge={card.badge} /> : null}
      eyebrow={`${PROPERTY_TYPE_LABELS[card.type][locale]} · ${card.municipality}`}
      title={price}
      subTitle={card.address}
      facts={<PropertySpecs specs={card.specs} />}
      priority={priority}
      action={
        <a className={styles.view} href={card.url}>
          {intl.formatMessage({ id: 'featured-properties.view' })}
          <span className={styles.srOnly}> — {card.address}</span>
          <Icon value="arrow-right" size={18} />
        </a>
      }
    />
  );
}
