/**
 * One member of a members carousel (`members_carousel_item`): round portrait (or the member
 * placeholder) of `avatarSize` px, name, subtitle and links. The first link, usually the profile,
 * is drawn as a button; the others as text links.
 */
import type { MembersCarouselItemValue } from '../members_carousel_item/schema';
import { useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import { PersonAvatar } from './PersonAvatar';
import styles from './MemberSlide.module.css';

export function MemberSlide({ item, avatarSize, variant = 'card' }: { item: MembersCarouselItemValue; avatarSize: number; variant?: 'card' | 'hero' }) {
  const localize = useLocalized();
  const subtitle = localize(item.fields.person_subtitle);
  return (
    <article className={styles.slide} data-variant={variant} data-testid="member-slide">
      <PersonAvatar value={item.fields.person_avatar} size={avatarSize} className={styles.avatar} />
      <div className={styles.text}>
        <h3 className={styles.name}>{item.fields.person_name}</h3>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {item.fields.cta_repeater.length > 0 ? (
          <div className={styles.links}>
            {item.fields.cta_repeater.map((cta, position) => (
              <Link
                key={position}
                value={cta.fields.cta}
                appearance={position === 0 ? undefined : 'text'}
                size="sm"
                ariaLabel={`${localize(cta.fields.cta.text) ?? ''} — ${item.fields.person_name}`}
              />
            ))}
          </div>
        ) : null}
      </div>
    </article>
  );
}
