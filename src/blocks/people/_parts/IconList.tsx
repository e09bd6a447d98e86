/**
 * A short list of `icon_list_item` rows (icon and text): a team member's phone, e-mail and
 * languages, a partner's details. Icons are decorative; the text says it all.
 */
import type { IconListItemValue } from '../../content/icon_list_item/schema';
import { useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import styles from './IconList.module.css';

export function IconList({ items, className }: { items: ReadonlyArray<IconListItemValue>; className?: string }) {
  const localize = useLocalized();
  if (!items.length) return null;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item, position) => (
        <li key={position} className={styles.item}>
          {item.fields.icon ? (
            <span className={styles.icon}>
              <Icon value={item.fields.icon} size={16} />
            </span>
          ) : null}
          <span className={styles.text}>{localize(item.fields.description)}</span>
        </li>
      ))}
    </ul>
  );
}
