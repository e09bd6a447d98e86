/**
 * Members carousel (spec 001 §2, §9): the block's intro, then the members as cards (80 px portrait
 * thumbnail, name, subtitle, links) in the shared carousel, autoplaying every 5000 ms (paused on
 * hover, focus or with its pause button; never with reduced motion; a still list below two members).
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import layout from '../../content/_parts/layout.module.css';
import { useLocalized } from '../../runtime/AppContext';
import { Carousel } from '../../ui/carousel/Carousel';
import { MemberSlide } from '../_parts/MemberSlide';
import { SectionIntro } from '../_parts/SectionIntro';
import { type membersCarouselBlockFields, type membersCarouselBlockParams } from './schema';
import { MEMBERS_CAROUSEL_AUTOPLAY_MS, MEMBERS_CAROUSEL_THUMBNAIL_PX } from './constants';

export function MembersCarouselBlock({ fields, index }: BlockProps<typeof membersCarouselBlockFields, typeof membersCarouselBlockParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const members = fields.members_repeater;
  if (members.length === 0) return null;
  const headingId = `members-carousel-${index}`;
  return (
    <section className={layout.section}>
      <div className={layout.inner}>
        <Carousel
          label={localize(fields.main_title) || intl.formatMessage({ id: 'members-carousel.label' })}
          slides={members.map((item, position) => ({
            key: `${position}-${item.fields.person_name}`,
            content: <MemberSlide item={item} avatarSize={MEMBERS_CAROUSEL_THUMBNAIL_PX} />,
          }))}
          layout="triple"
          autoplay={{ delayMs: MEMBERS_CAROUSEL_AUTOPLAY_MS, progressMs: MEMBERS_CAROUSEL_AUTOPLAY_MS }}
          showCounter
          header={<SectionIntro superTitle={fields.super_title} title={fields.main_title} description={fields.description} index={index} id={headingId} />}
        />
      </div>
    </section>
  );
}
