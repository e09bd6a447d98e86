/**
 * `hero_block_4` (spec 001 §2, §5): the info hero — text on the `orientation_x` side (left by
 * default), a frosted panel of key facts (icon and text per `icon_list_item`) on the other side
 * from 992 px (below the text on narrower screens), in the middle or at the foot of the hero.
 */
import { useId } from 'react';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { HeroBanner } from '../_parts/hero/HeroBanner';
import type { heroBlock4Fields, heroBlock4Params } from './schema';
import styles from './HeroBlock4.module.css';

export function HeroBlock4({ fields, params, index }: BlockProps<typeof heroBlock4Fields, typeof heroBlock4Params>) {
  const localize = useLocalized();
  const infosId = useId();
  const infosTitle = localize(fields.infos_title);
  const items = fields.list_items_repeater;
  const aside = items.length ? (
    <div className={styles.panel}>
      {infosTitle ? (
        <h3 id={infosId} className={styles.panelTitle}>
          {infosTitle}
        </h3>
      ) : null}
      <ul className={styles.list} aria-labelledby={infosTitle ? infosId : undefined}>
        {items.map((item, i) => (
          <li key={i} className={styles.item}>
            <span className={styles.icon}>
              <Icon value={item.fields.icon ?? 'check'} size={22} />
            </span>
            <span>{localize(item.fields.description)}</span>
          </li>
        ))}
      </ul>
    </div>
  ) : undefined;
  return (
    <HeroBanner
      variant="hero_block_4"
      media={fields.bg_media}
      index={index}
      align={params.orientation_x ?? 'left'}
      alignY={params.align_y ?? 'center'}
      superTitle={fields.super_title}
      title={fields.main_title}
      description={fields.description}
      ctas={fields.cta_repeater}
      aside={aside}
    />
  );
}
