/** Author block (spec 001 §2 "author block"): portrait, name, role line and short biography in a calm card. */
import type { BlockProps } from '../../defineBlock';
import layout from '../../content/_parts/layout.module.css';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import type { authorBlockFields, authorBlockParams } from './schema';
import styles from './AuthorBlock.module.css';

export function AuthorBlock({ fields, index }: BlockProps<typeof authorBlockFields, typeof authorBlockParams>) {
  const localize = useLocalized();
  const superTitle = localize(fields.super_title);
  const subtitle = localize(fields.author_subtitle);
  const description = localize(fields.description);
  const Name = index === 0 ? 'h1' : 'h2';
  return (
    <section className={layout.section}>
      <div className={styles.card}>
        <Image value={fields.author_avatar} placeholder="member" alt="" aspectRatio="1 / 1" className={styles.portrait} sizes="140px" />
        <div className={styles.text}>
          {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
          <Name className={styles.name}>{fields.author_name}</Name>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {description ? <p className={styles.bio}>{description}</p> : null}
        </div>
      </div>
    </section>
  );
}
