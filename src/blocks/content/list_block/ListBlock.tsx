/**
 * List block (spec 001 §2 "list (ordered or not)"): the heading (super title, title, description,
 * CTA) then the entries in a grid, one column on phones, two from md (768 px). An ordered list is an
 * `<ol>` whose entries show their number zero-padded to 2 digits (01, 02…; spec 001 §9), drawn
 * for the eye only since the list itself tells screen readers the position; an unordered list is a
 * `<ul>` whose entries show their icon, or a check mark when they have none.
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { Link } from '../../ui/Link';
import layout from '../_parts/layout.module.css';
import { SectionIntro } from '../_parts/SectionIntro';
import type { listBlockFields, listBlockParams } from './schema';
import styles from './ListBlock.module.css';

export function ListBlock({ fields, params, index }: BlockProps<typeof listBlockFields, typeof listBlockParams>) {
  const localize = useLocalized();
  const ordered = params.ordered ?? false;
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className={layout.section}>
      <div className={layout.inner}>
        <SectionIntro
          as="header"
          superTitle={fields.super_title}
          title={fields.main_title}
          description={fields.description}
          index={index}
          className={styles.header}
          descriptionClassName={styles.description}
        />
        <List className={styles.list} data-ordered={ordered || undefined}>
          {fields.list_items_repeater.map((item, position) => {
            const title = localize(item.fields.main_title);
            return (
              <li key={position} className={styles.item}>
                <span className={ordered ? styles.number : styles.icon} aria-hidden="true">
                  {ordered ? String(position + 1).padStart(2, '0') : <Icon value={item.fields.icon ?? 'check'} size={22} />}
                </span>
                <span className={styles.text}>
                  {title ? <strong className={styles.itemTitle}>{title}</strong> : null}
                  <span className={styles.itemDescription}>{localize(item.fields.description)}</span>
                </span>
              </li>
            );
          })}
        </List>
        {fields.cta ? (
          <div className={[layout.actions, styles.actions].join(' ')}>
            <Link value={fields.cta} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
