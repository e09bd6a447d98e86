/**
 * Categories slider (spec 001 §2, §3 "Category card", §9 minimum heights): title and text above a
 * carousel of category cards — photo, darkened for legibility, title and the number of active
 * listings ("124 propriétés"), the whole card one link. Counts come from `core_data.counts[type]`
 * when the server feeds them, else from the card's `property_count`.
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import type { CarouselSlide } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/Icon';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { SliderSection } from '../_parts/SliderSection';
import type { categoriesSliderFields, categoriesSliderParams } from './schema';
import type { CategoryItemValue } from '../category_item/schema';
import styles from './CategoriesSliderBlock.module.css';
import { CAROUSEL_CARD_SIZES } from '../../ui/imageSizes';

/** The count shown on a category card: the fed count of its type, else its own value, else null. */
export function categoryCount(item: CategoryItemValue['fields'], counts: Record<string, number> | undefined): number | null {
  if (item.property_type && counts && typeof counts[item.property_type] === 'number') return counts[item.property_type];
  return item.property_count ?? null;
}

export function CategoriesSliderBlock({ fields, params, index }: BlockProps<typeof categoriesSliderFields, typeof categoriesSliderParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const counts = params.core_data?.counts;

  const slides: CarouselSlide[] = fields.categories_repeater.map((item, position) => {
    const count = categoryCount(item.fields, counts);
    const name = localize(item.fields.main_title) ?? '';
    const content = (
      <>
        <Image value={item.fields.image} alt="" className={styles.photo} priority={index === 0 && position < 2} preload={position === 0} sizes={CAROUSEL_CARD_SIZES} />
        <span className={styles.shade} aria-hidden="true" />
        <span className={styles.text}>
          <span className={styles.name}>{name}</span>
          {count !== null ? <span className={styles.count}>{intl.formatMessage({ id: 'categories-slider.count' }, { count })}</span> : null}
        </span>
        <span className={styles.arrow} aria-hidden="true">
          <Icon value="arrow-up-right" size={20} />
        </span>
      </>
    );
    return {
      key: `${position}-${item.fields.property_type ?? name}`,
      content: (
        <article className={styles.card} data-testid="category-card">
          {localize(item.fields.link?.url) ? (
            <Link value={item.fields.link} appearance="text" className={styles.link}>
              {content}
            </Link>
          ) : (
            <div className={styles.link}>{content}</div>
          )}
        </article>
      ),
    };
  });

  return <SliderSection fields={fields} index={index} fallbackLabel={intl.formatMessage({ id: 'categories-slider.label' })} slides={slides} />;
}
