/**
 * What every view of an office shows under its name: address and hours (rich text), phone and
 * e-mail links, and the directions link (opens in a new tab: the visitor's map app on phones).
 */
import type { OfficeMapItemValue } from '../office_map_item/schema';
import { IconLinkItem } from '../../contact/icon_link_item/IconLinkItem';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import styles from './OfficeDetails.module.css';

export function OfficeDetails({ item, compact = false }: { item: OfficeMapItemValue; compact?: boolean }) {
  const { fields } = item;
  return (
    <div className={[styles.details, compact ? styles.compact : ''].join(' ')}>
      <RichText value={fields.description} size="small" className={styles.text} />
      {fields.icon_links_repeater.length > 0 ? (
        <ul className={styles.links}>
          {fields.icon_links_repeater.map((link, position) => (
            <li key={position}>
              <IconLinkItem fields={link.fields} params={link.block_params} index={position} />
            </li>
          ))}
        </ul>
      ) : null}
      {fields.cta ? <Link value={fields.cta} className={styles.cta} /> : null}
    </div>
  );
}
