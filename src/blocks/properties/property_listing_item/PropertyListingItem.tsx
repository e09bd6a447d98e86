/**
 * `property_listing_item` (spec 001 §3): a hand-made listing slide in the featured layout — only
 * the first media is shown; tags are coloured chips; list items an icon row; the link the action.
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import { FeaturedListing } from './FeaturedListing';
import styles from './FeaturedListing.module.css';
import type { propertyListingItemFields, propertyListingItemParams } from './schema';

export interface PropertyListingItemProps extends Partial<BlockProps<typeof propertyListingItemFields, typeof propertyListingItemParams>> {
  fields: BlockProps<typeof propertyListingItemFields, typeof propertyListingItemParams>['fields'];
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
}

/** Renders the item as a featured listing. */
export function PropertyListingItem({ fields, headingLevel = 3, priority }: PropertyListingItemProps) {
  const localize = useLocalized();
  const photo = fields.medias_repeater[0]?.fields.media ?? null;
  const tags = fields.tags_repeater
    .map((tag) => ({ label: localize(tag.fields.main_title) ?? '', background: tag.fields.bg_color, color: tag.fields.text_color }))
    .filter((tag) => tag.label);
  const facts = fields.list_items_repeater.length ? (
    <ul className={styles.factList}>
      {fields.list_items_repeater.map((item, index) => (
        <li key={index}>
          {item.fields.icon ? <Icon value={item.fields.icon} size={18} /> : null}
          <span>{localize(item.fields.description)}</span>
        </li>
      ))}
    </ul>
  ) : null;
  return (
    <div data-hover-id={fields.hover_id || undefined} className={styles.itemRoot}>
      <FeaturedListing
        photo={photo}
        eyebrow={localize(fields.super_title)}
        title={localize(fields.main_title) ?? ''}
        subTitle={localize(fields.sub_title)}
        secondaryTitle={localize(fields.secondary_title)}
        tags={tags}
        facts={facts}
        action={fields.link ? <Link value={fields.link} /> : null}
        headingLevel={headingLevel}
        priority={priority}
      />
    </div>
  );
}
