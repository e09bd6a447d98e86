/**
 * `property_cta_item` card (spec 001 §3 "Property CTA item"): an image (a centred illustration
 * when `centered_image`, default, otherwise a full-width photo on top), a title, rich text and a
 * call to action, drawn with the same height and radius as the listing cards it sits among.
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import type { propertyCtaItemFields, propertyCtaItemParams } from './schema';
import styles from './PropertyCtaItem.module.css';
import { CAROUSEL_CARD_SIZES } from '../../ui/imageSizes';

export interface PropertyCtaItemProps extends Partial<BlockProps<typeof propertyCtaItemFields, typeof propertyCtaItemParams>> {
  fields: BlockProps<typeof propertyCtaItemFields, typeof propertyCtaItemParams>['fields'];
  /** Heading level of the title among the cards (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Renders the card. */
export function PropertyCtaItem({ fields, headingLevel = 3, className }: PropertyCtaItemProps) {
  const localize = useLocalized();
  const Heading = `h${headingLevel}` as const;
  const hasImage = Boolean(localize(fields.image?.media)?.url);
  return (
    <article
      className={[styles.card, fields.centered_image ? styles.centered : styles.cover, className].filter(Boolean).join(' ')}
      data-testid="property-cta-item"
    >
      {hasImage ? (
        <div className={styles.media}>
          <Image
            value={fields.image}
            alt=""
            fit={fields.centered_image ? 'contain' : 'cover'}
            aspectRatio={fields.centered_image ? '1 / 1' : '4 / 3'}
            // A card of the properties slider (carousel grid, spec 001 §9).
            sizes={CAROUSEL_CARD_SIZES}
          />
        </div>
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>{localize(fields.main_title)}</Heading>
        <RichText value={fields.description} className={styles.description} />
        {fields.cta ? (
          <div className={styles.actions}>
            <Link value={fields.cta} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
