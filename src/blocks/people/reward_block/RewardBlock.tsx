/**
 * Rewards (spec 001 §2, §3 "Reward item", §9): award cards, each with the badge of its
 * `reward_ident` (our own SVG in public/rewards), its year or super title, title and text. The first
 * 3 show; "Show more awards" reveals the rest once and moves focus to the first newly shown award.
 */
import { useId } from 'react';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import layout from '../../content/_parts/layout.module.css';
import { SectionHeader } from '../_parts/SectionHeader';
import { ShowMoreButton } from '../_parts/ShowMoreButton';
import { useShowMore } from '../_parts/useShowMore';
import people from '../_parts/people.module.css';
import { rewardBadgeUrl } from '../reward_item/constants';
import type { rewardFields, rewardParams } from './schema';
import styles from './RewardBlock.module.css';

/** Awards shown before "show more" (spec 001 §9). */
export const REWARDS_INITIAL = 3;

export function RewardBlock({ fields, index }: BlockProps<typeof rewardFields, typeof rewardParams>) {
  const localize = useLocalized();
  const listId = useId();
  const items = fields.rewards_repeater;
  const more = useShowMore(REWARDS_INITIAL, items.length);
  const Title = index === 0 ? 'h2' : 'h3';
  return (
    <section className={layout.section}>
      <div className={people.inner}>
        <SectionHeader index={index} superTitle={fields.super_title} title={fields.main_title} description={fields.description} align="center" />
        <ul ref={more.listRef} id={listId} className={styles.list}>
          {items.slice(0, more.visible).map((item, position) => (
            <li key={position} tabIndex={-1} className={[styles.item, people.focusTarget].join(' ')} data-testid="reward">
              <img src={rewardBadgeUrl(item.fields.reward_ident)} alt="" width={96} height={115} className={styles.badge} loading="lazy" decoding="async" />
              <div className={styles.text}>
                {localize(item.fields.super_title) ? <span className={styles.year}>{localize(item.fields.super_title)}</span> : null}
                <Title className={styles.title}>{localize(item.fields.main_title)}</Title>
                <RichText value={item.fields.description} className={styles.description} />
              </div>
            </li>
          ))}
        </ul>
        {more.canShowMore ? <ShowMoreButton onPress={more.reveal} hidden={more.hidden} controls={listId} messageId="rewards.show-more" /> : null}
      </div>
    </section>
  );
}
