/**
 * Member cards (spec 001 §2 "Members", §4 "Member cards", §9): a directory of brokers, teams, staff
 * or directors as cards (avatar or the member placeholder, name, subtitle, direct links, profile
 * link), an office filter and load-more.
 *
 * - Cards per page by width: 16 at ≥ 1440 px, 12 at ≥ 992 px, 8 at ≥ 768 px, 6 below
 *   ({@link MEMBER_CARDS_PER_PAGE}); the server renders the widest count.
 * - Changing the office filter resets to page 1; loading more raises the page by one.
 * - A name filter (accent- and case-insensitive, part of the name) starts from the page URL's
 *   `?name=` (the hero members search leads here with it), stays in the URL as it changes, and
 *   resets to page 1 too. Only a block listing more members than the smallest page
 *   ({@link MEMBER_CARDS_PER_PAGE} `xs`) has it: a short list (the teams) is neither searched nor
 *   filtered by the URL.
 * - The load-more trigger loads when it scrolls into view (root margin 25 %), then stays inactive
 *   for 1 s ({@link LOAD_MORE_REARM_MS}); it is also a button, for keyboards and browsers without
 *   visibility detection. The number shown is announced politely.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MEMBER_NAME_QUERY } from '../../../schema/directoryValues';
import type { BlockProps } from '../../defineBlock';
import layout from '../../content/_parts/layout.module.css';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { IconLinkItem } from '../../contact/icon_link_item/IconLinkItem';
import { useMediaQuery } from '../../properties/_parts/search/useMediaQuery';
import { SectionIntro } from '../_parts/SectionIntro';
import type { MemberCardItemValue } from '../member_card_item/schema';
import { type memberCardsBlockFields, type memberCardsBlockParams } from './schema';
import { LOAD_MORE_MARGIN, LOAD_MORE_REARM_MS, MEMBER_CARDS_PER_PAGE } from './constants';
import { FranchiseBadge } from '../_parts/FranchiseBadge';
import styles from './MemberCardsBlock.module.css';

/** Cards per page for the current window width (the widest count on the server and first render). */
export function useMemberCardsPerPage(): number {
  const md = useMediaQuery('(min-width: 768px)');
  const lg = useMediaQuery('(min-width: 992px)');
  const xxl = useMediaQuery('(min-width: 1440px)');
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return MEMBER_CARDS_PER_PAGE.xxl;
  if (xxl) return MEMBER_CARDS_PER_PAGE.xxl;
  if (lg) return MEMBER_CARDS_PER_PAGE.lg;
  if (md) return MEMBER_CARDS_PER_PAGE.md;
  return MEMBER_CARDS_PER_PAGE.xs;
}

const ALL = 'all';

/** Lower case without accents, for the name filter. */
export function foldName(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

export function MemberCardsBlock({ fields, params, index }: BlockProps<typeof memberCardsBlockFields, typeof memberCardsBlockParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const perPage = useMemberCardsPerPage();
  const [office, setOffice] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const items = fields.member_cards_repeater;
  const searchable = items.length > MEMBER_CARDS_PER_PAGE.xs;
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get(MEMBER_NAME_QUERY);
    if (fromUrl && searchable) setName(fromUrl);
  }, [searchable]);
  const headingId = `member-cards-${index}`;

  const filtered = useMemo(() => {
    const wanted = foldName(name);
    return items.filter(
      (item) =>
        (office === ALL || String(item.block_params.office_id ?? '') === office) && (!wanted || foldName(item.fields.person_name).includes(wanted)),
    );
  }, [items, office, name]);
  const shown = filtered.slice(0, page * perPage);
  const hasMore = shown.length < filtered.length;
  const offices = fields.offices_list;
  const contextType = params.context_type;

  const changeOffice = (value: string) => {
    setOffice(value);
    setPage(1);
  };
  const changeName = (value: string) => {
    setName(value);
    setPage(1);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set(MEMBER_NAME_QUERY, value);
    else url.searchParams.delete(MEMBER_NAME_QUERY);
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <div className={layout.inner}>
        <div className={styles.head}>
          <SectionIntro superTitle={fields.super_title} title={fields.main_title} description={fields.description} index={index} id={headingId} />
          <div className={styles.filters}>
            {searchable ? (
              <div className={styles.filter}>
                <label htmlFor={`${headingId}-name`} className={styles.filterLabel}>
                  {intl.formatMessage({ id: 'member-cards.name-filter' })}
                </label>
                <input
                  id={`${headingId}-name`}
                  type="search"
                  className={styles.select}
                  value={name}
                  autoComplete="off"
                  placeholder={intl.formatMessage({ id: 'member-cards.name-placeholder' })}
                  onChange={(event) => changeName(event.target.value)}
                />
              </div>
            ) : null}
            {offices.length > 1 ? (
              <div className={styles.filter}>
                <label htmlFor={`${headingId}-office`} className={styles.filterLabel}>
                  {intl.formatMessage({ id: 'member-cards.office-filter' })}
                </label>
                <select id={`${headingId}-office`} className={styles.select} value={office} onChange={(event) => changeOffice(event.target.value)}>
                  <option value={ALL}>{intl.formatMessage({ id: 'member-cards.all-offices' })}</option>
                  {offices.map((option) => (
                    <option key={option.id} value={String(option.id)}>
                      {localize(option.label)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
        </div>
        <p className={styles.count} role="status" aria-live="polite">
          {intl.formatMessage({ id: `member-cards.count.${contextType}` }, { shown: shown.length, total: filtered.length })}
        </p>
        {filtered.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage({ id: 'member-cards.empty' })}</p>
        ) : (
          <ul className={styles.grid}>
            {shown.map((item, position) => (
              <li key={`${item.fields.person_name}-${position}`} className={styles.item}>
                <MemberCard item={item} broker={contextType === 'brokers' || contextType === 'teams'} />
              </li>
            ))}
          </ul>
        )}
        {hasMore ? <LoadMore onLoad={() => setPage((current) => current + 1)} label={intl.formatMessage({ id: 'member-cards.load-more' })} /> : null}
      </div>
    </section>
  );
}

/**
 * One card: avatar (or the member placeholder), name linking to the profile, subtitle, direct links
 * as round icon buttons named by their text. A broker's (or a brokers' team's) avatar carries the
 * franchise's logo on an agency's site; directors' and office staff's do not.
 */
function MemberCard({ item, broker }: { item: MemberCardItemValue; broker: boolean }) {
  const localize = useLocalized();
  const { fields } = item;
  const profileUrl = fields.cta ? localize(fields.cta.url) : undefined;
  return (
    <article className={styles.card}>
      <FranchiseBadge size={44} broker={broker}>
        <Image value={fields.person_avatar} placeholder="member" aspectRatio="1 / 1" alt="" className={styles.avatar} sizes="(min-width: 992px) 280px, 50vw" />
      </FranchiseBadge>
      <div className={styles.body}>
        <h3 className={styles.name}>
          {fields.cta && profileUrl ? (
            <Link value={{ ...fields.cta, text: { fr: fields.person_name, en: fields.person_name } }} appearance="text" className={styles.nameLink} />
          ) : (
            fields.person_name
          )}
        </h3>
        {localize(fields.person_subtitle) ? <p className={styles.subtitle}>{localize(fields.person_subtitle)}</p> : null}
        {fields.description ? <RichText value={fields.description} className={styles.text} /> : null}
        {fields.icon_links_repeater.length > 0 ? (
          <ul className={styles.links}>
            {fields.icon_links_repeater.map((link, position) => (
              <li key={position}>
                <IconLinkItem fields={link.fields} params={link.block_params} index={position} display="icon" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The load-more trigger: a button that also loads by itself once scrolled into view (margin
 * {@link LOAD_MORE_MARGIN}). With visibility detection, every load (scroll or click) disarms it for
 * {@link LOAD_MORE_REARM_MS}, so reaching the button and clicking it loads one page, not two;
 * without visibility detection each click loads a page.
 */
export function LoadMore({ onLoad, label }: { onLoad: () => void; label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  const armed = useRef(true);
  const observing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onLoadRef = useRef(onLoad);
  onLoadRef.current = onLoad;
  const [rearm, setRearm] = useState(0);

  const fire = () => {
    if (!observing.current) {
      onLoadRef.current();
      return;
    }
    if (!armed.current) return;
    armed.current = false;
    onLoadRef.current();
    timer.current = setTimeout(() => {
      armed.current = true;
      // A new observer re-reports whether the trigger is still in view.
      setRearm((count) => count + 1);
    }, LOAD_MORE_REARM_MS);
  };
  const fireRef = useRef(fire);
  fireRef.current = fire;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observing.current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fireRef.current();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rearm]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className={styles.more}>
      <button ref={ref} type="button" className={styles.moreButton} onClick={() => fire()}>
        {label}
      </button>
    </div>
  );
}
