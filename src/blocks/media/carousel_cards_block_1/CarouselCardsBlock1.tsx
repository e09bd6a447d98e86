/**
 * Carousel cards (spec 001 §2, §3 "Carousel card", §9 grid and step): the block's header above a
 * carousel of cards — image (4:3), optional rank `01`, super title, title, text and link — 4/3/2/1
 * per view, each arrow press moving 3 cards (fewer when fewer are in view), wrapping around.
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { padCounter, type CarouselSlide } from '../../ui/carousel/Carousel';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { SliderSection } from '../../properties/_parts/SliderSection';
import { type carouselCardsFields, type carouselCardsParams } from './schema';
import { CAROUSEL_CARDS_STEP } from './constants';
import styles from './CarouselCardsBlock1.module.css';
import { CAROUSEL_CARD_SIZES } from '../../ui/imageSizes';

export function CarouselCardsBlock1({ fields, index }: BlockProps<typeof carouselCardsFields, typeof carouselCardsParams>) {
  const intl = useIntl();
  const localize = useLocalized();

  const slides: CarouselSlide[] = fields.cards_repeater.map((item, position) => {
    const card = item.fields;
    const title = localize(card.main_title) ?? '';
    return {
      key: `${position}-${title}`,
      content: (
        <article className={styles.card} data-testid="carousel-card">
          {card.image ? <Image value={card.image} className={styles.image} aspectRatio="4 / 3" sizes={CAROUSEL_CARD_SIZES} /> : null}
          <div className={styles.body}>
            {fields.show_number ? (
              <span className={styles.number} data-testid="carousel-card-number">
                {padCounter(position + 1)}
              </span>
            ) : null}
            {card.super_title ? <span className={styles.superTitle}>{localize(card.super_title)}</span> : null}
            <h3 className={styles.title}>{title}</h3>
            <RichText value={card.description} className={styles.text} />
            {card.cta ? (
              <div className={styles.cta}>
                <Link value={card.cta} />
              </div>
            ) : null}
          </div>
        </article>
      ),
    };
  });

  return (
    <SliderSection
      fields={fields}
      index={index}
      fallbackLabel={intl.formatMessage({ id: 'carousel-cards.label' })}
      slides={slides}
      carousel={{ step: CAROUSEL_CARDS_STEP }}
    />
  );
}
