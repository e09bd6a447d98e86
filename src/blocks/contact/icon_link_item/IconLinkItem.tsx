/**
 * One icon beside one link (contact details, social links). `display="list"` (default) shows the
 * icon in a soft circle beside the link text; `display="icon"` shows only a round icon button whose
 * accessible name is the link text (social links).
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import type { iconLinkItemFields, iconLinkItemParams } from './schema';
import styles from './IconLinkItem.module.css';

export interface IconLinkItemProps extends BlockProps<typeof iconLinkItemFields, typeof iconLinkItemParams> {
  display?: 'list' | 'icon';
}

export function IconLinkItem({ fields, display = 'list' }: IconLinkItemProps) {
  const localize = useLocalized();
  if (display === 'icon') {
    return (
      <Link
        value={{ ...fields.link, icon: undefined }}
        appearance="text"
        className={styles.iconButton}
        ariaLabel={localize(fields.link.text) || fields.icon.type}
      >
        <Icon value={fields.icon} size={20} />
      </Link>
    );
  }
  return (
    <span className={styles.row}>
      <span className={styles.bubble}>
        <Icon value={fields.icon} size={18} />
      </span>
      <Link value={{ ...fields.link, icon: undefined }} appearance="text" className={styles.link} />
    </span>
  );
}
