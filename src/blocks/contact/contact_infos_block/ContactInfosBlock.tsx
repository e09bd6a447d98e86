/**
 * Contact infos block (spec 001 §2 "contact infos", §5 orientation left or right): an optional
 * title and description beside cards of contact info items. `orientation_x` puts the title column
 * left (default) or right from lg (992 px) up.
 */
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import { ContactInfoItem } from '../contact_info_item/ContactInfoItem';
import type { contactInfosBlockFields, contactInfosBlockParams } from './schema';
import styles from './ContactInfosBlock.module.css';

export function ContactInfosBlock({ fields, params, index }: BlockProps<typeof contactInfosBlockFields, typeof contactInfosBlockParams>) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const title = localize(fields.main_title);
  const orientation = params.orientation_x ?? 'left';
  const hasIntro = Boolean(title || localize(fields.description));
  return (
    <section className={layout.section}>
      <div
        className={[layout.inner, styles.grid, hasIntro ? '' : styles.noIntro, orientation === 'right' ? styles.reversed : ''].join(' ')}
        data-orientation={orientation}
      >
        {hasIntro ? (
          <div className={styles.intro}>
            {title ? <Heading className={layout.title}>{title}</Heading> : null}
            <RichText value={fields.description} size="lead" className={[layout.description, styles.description].join(' ')} />
          </div>
        ) : null}
        <ul className={styles.cards}>
          {fields.contact_infos_repeater.map((entry, i) => (
            <li key={i} className={styles.card}>
              <ContactInfoItem fields={entry.fields} params={entry.block_params} index={index} headingLevel={title ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
