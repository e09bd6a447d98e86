/**
 * One contact info group (spec 001 §3): a title (h3), optional rich text and a list of icon links.
 * Also used by the contact form block and the contact-us modal.
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import { IconLinkItem } from '../icon_link_item/IconLinkItem';
import type { contactInfoItemFields, contactInfoItemParams } from './schema';
import styles from './ContactInfoItem.module.css';

export interface ContactInfoItemProps extends BlockProps<typeof contactInfoItemFields, typeof contactInfoItemParams> {
  /** Heading level of the title (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function ContactInfoItem({ fields, headingLevel: Heading = 'h3', index }: ContactInfoItemProps) {
  const localize = useLocalized();
  const title = localize(fields.main_title);
  return (
    <div className={styles.item}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      <RichText value={fields.description} size="small" className={styles.description} />
      {fields.icon_links_repeater.length ? (
        <ul className={styles.links}>
          {fields.icon_links_repeater.map((entry, i) => (
            <li key={i}>
              <IconLinkItem fields={entry.fields} params={entry.block_params} index={index} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
