/** Biography (spec 001 §2): the title column beside the text, the facts listed under the title. */
import type { BlockProps } from '../../defineBlock';
import layout from '../../content/_parts/layout.module.css';
import { headingTag } from '../../content/_parts/headingTag';
import { useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import type { biographyBlockFields, biographyBlockParams } from './schema';
import styles from './BiographyBlock.module.css';

export function BiographyBlock({ fields, index }: BlockProps<typeof biographyBlockFields, typeof biographyBlockParams>) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const superTitle = localize(fields.super_title);
  return (
    <section className={layout.section}>
      <div className={`${layout.inner} ${styles.grid}`}>
        <div>
          {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
          <Heading className={layout.title}>{localize(fields.main_title)}</Heading>
          {fields.tags_repeater.length > 0 ? (
            <ul className={styles.facts}>
              {fields.tags_repeater.map((tag, position) => (
                <li key={position}>{localize(tag.fields.text)}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <RichText value={fields.description} size="lead" className={styles.text} />
      </div>
    </section>
  );
}
