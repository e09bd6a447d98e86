/**
 * Photo carousel of a listing page: one 4:3 photo per view in the shared accessible carousel
 * (src/blocks/ui/carousel: swipeable at once, Swiper when the visitor reaches for it, keyboard
 * operable, "Slide 2 of 5" announced), a plain image with a single photo. Media-library photos (a
 * feed's) come as AVIF / WebP at the widths the page needs. The first photo loads eagerly with high
 * priority (it is the page's largest image); the others lazily.
 */
import { useIntl } from 'react-intl';
import { Carousel } from '../../ui/carousel/Carousel';
import { Image } from '../../ui/Image';
import { listingPhotoValue } from '../_parts/listingPhoto';
import styles from './PropertyDetailsBlock.module.css';

export interface PropertyGalleryProps {
  /** Photo URLs, first = cover. */
  photos: string[];
  /** Street address and municipality, for the region label and alt texts. */
  address: string;
}

/** 4:3 photos at 1200 × 900 px intrinsic size (the SVGs scale to any width). */
const WIDTH = 1200;
const HEIGHT = 900;

export function PropertyGallery({ photos, address }: PropertyGalleryProps) {
  const intl = useIntl();
  const total = photos.length;
  const slides = photos.map((url, i) => ({
    key: `${i}-${url}`,
    content: (
      <Image
        value={listingPhotoValue(url)}
        alt={intl.formatMessage({ id: 'property-details.photo-alt' }, { address, index: i + 1, total })}
        width={WIDTH}
        height={HEIGHT}
        aspectRatio="4 / 3"
        priority={i === 0}
        sizes="(min-width: 992px) 720px, 100vw"
        className={styles.photoBox}
        imgClassName={styles.photo}
      />
    ),
  }));
  if (total === 0) return <div className={styles.photoPlaceholder} aria-hidden="true" />;
  return <Carousel label={intl.formatMessage({ id: 'property-details.photos-label' }, { address })} slides={slides} layout="single" separated={false} showCounter />;
}
