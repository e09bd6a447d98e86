/**
 * Partners (spec 001 §2, §3 "Partner item", §4 "Partners: show-more reveals all; tag filter
 * changes the list", §9 "Partners initially 6"): a row of tag filters ("All" and every tag the
 * partners carry, as toggle buttons), then the partner cards of the chosen tag — the first 6, and
 * all of them after "Show more partners". A polite live region says how many partners are shown.
 * A card: logo (or the partner placeholder), name, subtitle, contact portrait, description, tags,
 * icon rows and link.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import type { TagItemValue } from '../../content/tag_item/schema';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import layout from '../../content/_parts/layout.module.css';
import { IconList } from '../_parts/IconList';
import { PersonAvatar } from '../_parts/PersonAvatar';
import { SectionHeader } from '../_parts/SectionHeader';
import { ShowMoreButton } from '../_parts/ShowMoreButton';
import { TagChip } from '../_parts/TagChip';
import { useShowMore } from '../_parts/useShowMore';
import people from '../_parts/people.module.css';
import type { PartnerItemValue } from '../partner_item/schema';
import type { partnersFields, partnersParams } from './schema';
import styles from './PartnersBlock.module.css';

/** Partners shown before "show more" (spec 001 §9). */
export const PARTNERS_INITIAL = 6;

/** The identity of a tag across partners: its French name (else English), trimmed, lower-cased. */
export function tagKey(tag: TagItemValue): string {
  return (tag.fields.text.fr || tag.fields.text.en || '').trim().toLocaleLowerCase('fr');
}

/** The distinct tags of a list of partners, in the order they first appear. */
export function distinctTags(partners: ReadonlyArray<PartnerItemValue>): TagItemValue[] {
  const seen = new Map<string, TagItemValue>();
  for (const partner of partners) for (const tag of partner.fields.tags_repeater) if (tagKey(tag) && !seen.has(tagKey(tag))) seen.set(tagKey(tag), tag);
  return [...seen.values()];
}

/** The partners carrying a tag (all of them when `key` is null). */
export function partnersWithTag(partners: ReadonlyArray<PartnerItemValue>, key: string | null): PartnerItemValue[] {
  if (!key) return [...partners];
  return partners.filter((partner) => partner.fields.tags_repeater.some((tag) => tagKey(tag) === key));
}

export function PartnersBlock({ fields, index }: BlockProps<typeof partnersFields, typeof partnersParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const listId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const tags = distinctTags(fields.partners_repeater);
  const shown = partnersWithTag(fields.partners_repeater, selected);
  const more = useShowMore(PARTNERS_INITIAL, shown.length);
  const nameTag = index === 0 ? 'h2' : 'h3';

  return (
    <section className={layout.section}>
      <div className={people.inner}>
        <SectionHeader index={index} superTitle={fields.super_title} title={fields.main_title} description={fields.description} />
        {tags.length ? (
          <div role="group" aria-label={intl.formatMessage({ id: 'partners.filter-label' })} className={styles.filters}>
            <FilterButton pressed={selected === null} onPress={() => setSelected(null)} label={intl.formatMessage({ id: 'partners.filter-all' })} />
            {tags.map((tag) => (
              <FilterButton key={tagKey(tag)} pressed={selected === tagKey(tag)} onPress={() => setSelected(tagKey(tag))} label={localize(tag.fields.text) ?? ''} />
            ))}
          </div>
        ) : null}
        <p className={people.srOnly} aria-live="polite" aria-atomic="true" data-testid="partners-status">
          {intl.formatMessage({ id: 'partners.count' }, { count: shown.length })}
        </p>
        <ul ref={more.listRef} id={listId} className={styles.list}>
          {shown.slice(0, more.visible).map((item, position) => (
            <li key={`${selected ?? 'all'}-${position}`} tabIndex={-1} className={[styles.item, people.focusTarget].join(' ')} data-testid="partner">
              <PartnerCard item={item} nameTag={nameTag} />
            </li>
          ))}
        </ul>
        {more.canShowMore ? <ShowMoreButton onPress={more.reveal} hidden={more.hidden} controls={listId} messageId="partners.show-more" /> : null}
      </div>
    </section>
  );
}

function FilterButton({ pressed, onPress, label }: { pressed: boolean; onPress: () => void; label: string }) {
  return (
    <button type="button" className={styles.filter} aria-pressed={pressed} onClick={onPress}>
      {label}
    </button>
  );
}

function PartnerCard({ item, nameTag: NameTag }: { item: PartnerItemValue; nameTag: 'h2' | 'h3' }) {
  const localize = useLocalized();
  const { image, partner_avatar: avatar, description, tags_repeater: tags, list_items_repeater: list, cta } = item.fields;
  return (
    <article className={styles.card}>
      <div className={styles.logo}>
        <Image value={image} placeholder="partner" fit="contain" aspectRatio="4 / 1" className={styles.logoImage} sizes="260px" />
      </div>
      <div className={styles.heading}>
        {avatar ? <PersonAvatar value={avatar} size={44} /> : null}
        <div>
          <NameTag className={styles.name}>{localize(item.fields.main_title)}</NameTag>
          {localize(item.fields.sub_title) ? <p className={people.subtitle}>{localize(item.fields.sub_title)}</p> : null}
        </div>
      </div>
      {tags.length ? (
        <div className={styles.tags}>
          {tags.map((tag, position) => (
            <TagChip key={position} tag={tag} />
          ))}
        </div>
      ) : null}
      <RichText value={description} className={styles.description} />
      <IconList items={list} />
      {cta && localize(cta.url) ? (
        <div className={styles.cta}>
          <Link value={cta} />
        </div>
      ) : null}
    </article>
  );
}
