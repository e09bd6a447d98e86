/**
 * Profile hero (spec 001 §2 "hero profile page"): portrait beside the name (h1 when first on the
 * page), title, introduction, tags, direct links and the call to action; stacks below 768 px.
 */
import type { BlockProps } from '../../defineBlock';
import layout from '../../content/_parts/layout.module.css';
import { headingTag } from '../../content/_parts/headingTag';
import { IconLinkItem } from '../../contact/icon_link_item/IconLinkItem';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import type { heroProfilePageFields, heroProfilePageParams } from './schema';
import { FranchiseBadge } from '../_parts/FranchiseBadge';
import styles from './HeroProfilePage.module.css';

export function HeroProfilePage({ fields, params, index }: BlockProps<typeof heroProfilePageFields, typeof heroProfilePageParams>) {
  const localize = useLocalized();
  const Heading = headingTag(index);
  const superTitle = localize(fields.super_title);
  const subtitle = localize(fields.person_subtitle);
  return (
    <section className={layout.section}>
      <div className={[layout.inner, styles.grid, params.orientation_x === 'right' ? styles.reversed : ''].join(' ')}>
        <FranchiseBadge className={styles.portraitFrame} size={64}>
          <Image value={fields.person_avatar} placeholder="member" aspectRatio="1 / 1" priority alt="" className={styles.portrait} sizes="(min-width: 768px) 360px, 80vw" />
        </FranchiseBadge>
        <div className={styles.body}>
          {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
          <Heading className={layout.title}>{fields.person_name}</Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {fields.tags_repeater.length > 0 ? (
            <ul className={styles.tags}>
              {fields.tags_repeater.map((tag, position) => (
                <li key={position} className={styles.tag}>
                  {localize(tag.fields.text)}
                </li>
              ))}
            </ul>
          ) : null}
          <RichText value={fields.description} className={`${layout.description} ${styles.description}`} />
          {fields.icon_links_repeater.length > 0 ? (
            <ul className={styles.links}>
              {fields.icon_links_repeater.map((item, position) => (
                <li key={position}>
                  <IconLinkItem fields={item.fields} params={item.block_params} index={position} />
                </li>
              ))}
            </ul>
          ) : null}
          {fields.cta ? (
            <div className={layout.actions}>
              <Link value={fields.cta} size="lg" />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
