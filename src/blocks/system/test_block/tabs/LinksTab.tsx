/**
 * Links tab of the developer test block: every link format (button, button-outline, link, text),
 * internal / route-key / external / mailto / tel / anchor destinations with `_self` and `_blank`
 * targets, icons left and right, and the `open_contact_modal` and `refresh_page` actions.
 */
import { useLocalized } from '../../../runtime/AppContext';
import { Link } from '../../../ui/Link';
import { actionLinks, destinationLinks, formatLinks, sectionTitles } from '../samples';
import styles from '../TestBlock.module.css';

export function LinksTab() {
  const localize = useLocalized();
  return (
    <div className={styles.stack}>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.formats)}</h3>
        <div className={styles.row}>
          {formatLinks.map((link) => (
            <Link key={link.format?.type} value={link} />
          ))}
        </div>
      </section>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.destinations)}</h3>
        <ul className={styles.linkList}>
          {destinationLinks.map((link, index) => (
            <li key={index}>
              <Link value={link} />
              <code className={styles.meta}>
                {localize(link.url) ?? ''} · {link.target ?? '_self'}
              </code>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.group}>
        <h3 className={styles.groupTitle}>{localize(sectionTitles.actions)}</h3>
        <div className={styles.row}>
          {actionLinks.map((link) => (
            <Link key={link.on_click_action?.action_type} value={link} />
          ))}
        </div>
      </section>
    </div>
  );
}
