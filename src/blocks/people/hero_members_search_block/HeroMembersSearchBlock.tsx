/**
 * Hero members search (spec 001 §2, §9): title, text and a search form over the background media;
 * below, the first {@link HERO_MEMBERS_MAX} members in a carousel that overlaps the hero's foot by
 * {@link HERO_MEMBERS_OVERLAP_PX} px and autoplays every {@link HERO_MEMBERS_AUTOPLAY_MS} ms.
 *
 * The search is a plain GET form: submitting a name opens the member cards page with `?name=…`,
 * where `member_cards_block` applies the name filter (it works without JavaScript too).
 */
import { useId, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { BROKERS_PATH, MEMBER_NAME_QUERY } from '../../../schema/directoryValues';
import type { BlockProps } from '../../defineBlock';
import { HeroBackground } from '../../content/_parts/hero/HeroBackground';
import hero from '../../content/_parts/hero/hero.module.css';
import { headingTag } from '../../content/_parts/headingTag';
import { useLocale, useLocalized } from '../../runtime/AppContext';
import { Carousel } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/Icon';
import { RichText } from '../../ui/RichText';
import { MemberSlide } from '../_parts/MemberSlide';
import { type heroMembersSearchBlockFields, type heroMembersSearchBlockParams } from './schema';
import { HERO_MEMBERS_AUTOPLAY_MS, HERO_MEMBERS_MAX, HERO_MEMBERS_OVERLAP_PX } from './constants';
import styles from './HeroMembersSearchBlock.module.css';

export function HeroMembersSearchBlock({ fields, index }: BlockProps<typeof heroMembersSearchBlockFields, typeof heroMembersSearchBlockParams>) {
  const intl = useIntl();
  const locale = useLocale();
  const localize = useLocalized();
  const inputId = useId();
  const Heading = headingTag(index);
  const title = localize(fields.main_title) ?? '';
  const superTitle = localize(fields.super_title);
  const action = localize(fields.members_page?.url) || BROKERS_PATH[locale];
  const members = fields.members_repeater.slice(0, HERO_MEMBERS_MAX);
  const style = { '--members-overlap': `${HERO_MEMBERS_OVERLAP_PX}px` } as CSSProperties;
  return (
    <section className={styles.section} style={style} data-members={members.length}>
      <div className={[hero.hero, hero.onMedia, styles.hero, members.length > 0 ? styles.withMembers : ''].join(' ')}>
        {fields.bg_media ? <HeroBackground media={fields.bg_media} priority={index === 0} /> : <div className={styles.plain} aria-hidden="true" />}
        <div className={hero.inner}>
          <div className={hero.copy} data-align="center">
            {superTitle ? <p className={hero.superTitle}>{superTitle}</p> : null}
            <Heading className={hero.title}>{title}</Heading>
            <RichText value={fields.description} size="lead" className={hero.description} />
            <form className={styles.search} role="search" action={action} method="get" aria-label={intl.formatMessage({ id: 'hero-members.search' })}>
              <label htmlFor={inputId} className="visually-hidden">
                {intl.formatMessage({ id: 'hero-members.search-label' })}
              </label>
              <input
                id={inputId}
                className={styles.input}
                type="search"
                name={MEMBER_NAME_QUERY}
                autoComplete="off"
                placeholder={intl.formatMessage({ id: 'hero-members.search-placeholder' })}
              />
              <button type="submit" className={styles.submit}>
                <Icon value="search" size={18} />
                <span>{intl.formatMessage({ id: 'hero-members.search-submit' })}</span>
              </button>
            </form>
          </div>
        </div>
      </div>
      {members.length > 0 ? (
        <div className={styles.members}>
          <Carousel
            label={intl.formatMessage({ id: 'hero-members.carousel' }, { title })}
            slides={members.map((item, position) => ({
              key: `${position}-${item.fields.person_name}`,
              content: <MemberSlide item={item} avatarSize={112} variant="hero" />,
            }))}
            autoplay={{ delayMs: HERO_MEMBERS_AUTOPLAY_MS, progressMs: HERO_MEMBERS_AUTOPLAY_MS }}
            className={styles.carousel}
          />
        </div>
      ) : null}
    </section>
  );
}
