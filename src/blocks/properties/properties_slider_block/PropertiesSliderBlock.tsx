/**
 * Properties slider (spec 001 §2 "Properties slider", §9 "Carousel grid"): the block's title and
 * text above a carousel of listing cards from `block_params.core_data` (`listingsFeed`). After the
 * cards: a see-all card when `total` exceeds the cards listed, otherwise (3 cards or fewer) a
 * placeholder card — the block's `cta_card` when set, else the default invitation.
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import type { CarouselSlide } from '../../ui/carousel/Carousel';
import { PropertyCtaItem } from '../property_cta_item/PropertyCtaItem';
import { PropertyCard, PropertyPlaceholderCard, PropertySeeAllCard } from '../_parts/PropertyCard';
import { SliderSection } from '../_parts/SliderSection';
import type { propertiesSliderFields, propertiesSliderParams } from './schema';
import { seeAllHref } from './seeAllHref';

/** Most cards after which no placeholder is added (spec 001 §2: "3 or fewer"). */
export const PLACEHOLDER_MAX_CARDS = 3;

/** What follows the cards: see-all when more exist, a placeholder with 3 or fewer, else nothing. */
export function trailingCard(total: number, listed: number): 'see-all' | 'placeholder' | null {
  if (total > listed) return 'see-all';
  if (listed <= PLACEHOLDER_MAX_CARDS) return 'placeholder';
  return null;
}

export function PropertiesSliderBlock({ fields, params, index }: BlockProps<typeof propertiesSliderFields, typeof propertiesSliderParams>) {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalized();
  const cards = params.core_data?.propertiesListing ?? [];
  const total = Math.max(params.core_data?.total ?? 0, cards.length);
  const ctaUrl = localize(fields.cta?.url);
  const href = ctaUrl || seeAllHref(locale, params.core_data?.propertiesFilters);

  const slides: CarouselSlide[] = cards.map((card, position) => ({
    key: card.uls,
    content: <PropertyCard card={card} priority={index === 0 && position < 2} />,
  }));
  const trailing = trailingCard(total, cards.length);
  if (trailing === 'see-all') {
    slides.push({ key: 'see-all', content: <PropertySeeAllCard href={href} total={total} /> });
  } else if (trailing === 'placeholder') {
    slides.push({
      key: 'placeholder',
      content: fields.cta_card ? <PropertyCtaItem fields={fields.cta_card.fields} /> : <PropertyPlaceholderCard href={href} />,
    });
  }

  return <SliderSection fields={fields} index={index} fallbackLabel={intl.formatMessage({ id: 'properties-slider.label' })} slides={slides} />;
}
