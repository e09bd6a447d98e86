/**
 * Team members (spec 001 §2, §3 "Team member", §9 "team text clamp 5 or 7 lines"): a carousel of
 * member cards — no autoplay, disabled with a single card, previous/next arrows with a `02 / 05`
 * count. Each card shows the portrait (or the member placeholder), the name, the subtitle, the
 * description clamped to 5 lines (7 from the widest breakpoint, ≥ 1920 px) and the icon list. When
 * the description is cut, "Show more" opens the whole profile in a modal that locks page scroll and
 * closes with its button, Escape or a click outside.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Carousel, type CarouselSlide } from '../../ui/carousel/Carousel';
import { Image } from '../../ui/Image';
import { Modal } from '../../ui/Modal';
import layout from '../../content/_parts/layout.module.css';
import { IconList } from '../_parts/IconList';
import { SectionHeader } from '../_parts/SectionHeader';
import { useOverflow } from '../_parts/useOverflow';
import people from '../_parts/people.module.css';
import type { TeamMemberItemValue } from '../team_member_item/schema';
import { type teamMembersFields, type teamMembersParams } from './schema';
import { TEAM_TEXT_CLAMP_LINES, TEAM_TEXT_CLAMP_LINES_WIDEST } from './constants';
import { FranchiseBadge } from '../_parts/FranchiseBadge';
import styles from './TeamMembersBlock.module.css';
import { CAROUSEL_CARD_SIZES } from '../../ui/imageSizes';

export function TeamMembersBlock({ fields, index }: BlockProps<typeof teamMembersFields, typeof teamMembersParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const title = localize(fields.main_title);
  const nameTag = index === 0 ? 'h2' : 'h3';
  const slides: CarouselSlide[] = fields.team_members_repeater.map((item, position) => ({
    key: `${position}-${item.fields.person_name}`,
    content: <MemberCard item={item} nameTag={nameTag} />,
  }));
  return (
    <section className={layout.section}>
      <div className={people.inner}>
        <Carousel
          label={title || intl.formatMessage({ id: 'team-members.label' })}
          slides={slides}
          showCounter
          header={<SectionHeader index={index} superTitle={fields.super_title} title={fields.main_title} description={fields.description} />}
        />
      </div>
    </section>
  );
}

function MemberCard({ item, nameTag: NameTag }: { item: TeamMemberItemValue; nameTag: 'h2' | 'h3' }) {
  const intl = useIntl();
  const localize = useLocalized();
  const ref = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const description = localize(item.fields.description) ?? '';
  const overflowing = useOverflow(ref, description);
  const subtitle = localize(item.fields.person_subtitle);
  const { person_name: name, person_avatar: avatar, list_items_repeater: list } = item.fields;

  return (
    <article className={styles.card} data-testid="team-member">
      <FranchiseBadge size={44}>
        <Image value={avatar} placeholder="member" alt="" aspectRatio="5 / 4" className={styles.portrait} sizes={CAROUSEL_CARD_SIZES} />
      </FranchiseBadge>
      <div className={styles.body}>
        <NameTag className={styles.name}>{name}</NameTag>
        {subtitle ? <p className={people.subtitle}>{subtitle}</p> : null}
        {description ? (
          <p
            ref={ref}
            className={[people.clamped, styles.description].join(' ')}
            data-clamp-lines={TEAM_TEXT_CLAMP_LINES}
            data-clamp-lines-widest={TEAM_TEXT_CLAMP_LINES_WIDEST}
          >
            {description}
          </p>
        ) : null}
        {overflowing ? (
          <button type="button" className={[people.textButton, styles.more].join(' ')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {intl.formatMessage({ id: 'team-members.show-more' })}
            <span className={people.srOnly}> — {name}</span>
          </button>
        ) : null}
        <IconList items={list} className={styles.icons} />
      </div>
      <Modal isOpen={open} onClose={() => setOpen(false)} title={name} scrollLockName="team-member" size="large">
        <div className={styles.modalGrid}>
          <Image value={avatar} placeholder="member" alt="" aspectRatio="1 / 1" className={styles.modalPortrait} sizes="220px" />
          <div>
            {subtitle ? <p className={styles.modalSubtitle}>{subtitle}</p> : null}
            <p className={styles.modalText}>{description}</p>
            <IconList items={list} className={styles.icons} />
          </div>
        </div>
      </Modal>
    </article>
  );
}
