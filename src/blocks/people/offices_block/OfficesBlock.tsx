/**
 * Offices grid (spec 001 §2, §4, §9): office cards, the first {@link OFFICES_INITIAL}, then one
 * "show all" button reveals the rest (focus moves to the first revealed card).
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import layout from '../../content/_parts/layout.module.css';
import { useLocalized } from '../../runtime/AppContext';
import { Image } from '../../ui/Image';
import { OfficeDetails } from '../_parts/OfficeDetails';
import { SectionIntro } from '../_parts/SectionIntro';
import { officeEntries } from '../_parts/offices';
import { type officesBlockFields, type officesBlockParams } from './schema';
import { OFFICES_INITIAL } from './constants';
import styles from './OfficesBlock.module.css';
import { GRID_CARD_SIZES } from '../../ui/imageSizes';

export function OfficesBlock({ fields, params, index }: BlockProps<typeof officesBlockFields, typeof officesBlockParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const [all, setAll] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const offices = officeEntries(fields.offices_repeater, params.core_data?.succursales);
  if (offices.length === 0) return null;
  const shown = all ? offices : offices.slice(0, OFFICES_INITIAL);
  const headingId = `offices-${index}`;
  const showAll = () => {
    setAll(true);
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('h3')[OFFICES_INITIAL]?.focus());
  };
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <div className={layout.inner}>
        <SectionIntro superTitle={fields.super_title} title={fields.main_title} description={fields.description} index={index} id={headingId} />
        <ul ref={list} className={styles.grid}>
          {shown.map(({ key, item }) => (
            <li key={key}>
              <article className={styles.card}>
                <Image value={item.fields.image} placeholder="office" aspectRatio="16 / 10" alt="" sizes={GRID_CARD_SIZES} />
                <div className={styles.body}>
                  <h3 className={styles.name} tabIndex={-1}>
                    {localize(item.fields.main_title)}
                  </h3>
                  <OfficeDetails item={item} />
                </div>
              </article>
            </li>
          ))}
        </ul>
        {!all && offices.length > OFFICES_INITIAL ? (
          <div className={styles.more}>
            <button type="button" className={styles.moreButton} onClick={showAll}>
              {intl.formatMessage({ id: 'offices.show-all' }, { count: offices.length })}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
