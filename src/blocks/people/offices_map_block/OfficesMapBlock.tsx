/**
 * Offices with map (spec 001 §2, §4 "Offices map"): the office list beside the lazily loaded map.
 * Clicking or focusing an office's button makes it the active office (its marker's popup opens and
 * the map centres on it; the change is announced); hovering an office or a marker darkens that
 * marker without changing the active one. The map first fits every office.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import layout from '../../content/_parts/layout.module.css';
import { useLocalized } from '../../runtime/AppContext';
import { LazyOfficesMap } from '../_parts/map/LazyOfficesMap';
import { OfficeDetails } from '../_parts/OfficeDetails';
import { SectionIntro } from '../_parts/SectionIntro';
import { officeEntries } from '../_parts/offices';
import type { officesMapBlockFields, officesMapBlockParams } from './schema';
import styles from './OfficesMapBlock.module.css';

export function OfficesMapBlock({ fields, params, index }: BlockProps<typeof officesMapBlockFields, typeof officesMapBlockParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const offices = officeEntries(fields.offices_repeater, params.core_data?.succursales);
  if (offices.length === 0) return null;
  const headingId = `offices-map-${index}`;
  const active = offices.find((office) => office.key === activeKey);
  // One level under the block's title (the page's h1 when the block comes first).
  const OfficeHeading = index === 0 ? 'h2' : 'h3';
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <div className={layout.inner}>
        <SectionIntro superTitle={fields.super_title} title={fields.main_title} description={fields.description} index={index} id={headingId} />
        <div className={styles.layout}>
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'offices-map.list' })}>
            {offices.map(({ key, item }) => (
              <li
                key={key}
                className={[styles.entry, key === activeKey ? styles.active : ''].join(' ')}
                onMouseEnter={() => setHoveredKey(key)}
                onMouseLeave={() => setHoveredKey((current) => (current === key ? null : current))}
              >
                <OfficeHeading className={styles.name}>
                  <button type="button" className={styles.select} aria-pressed={key === activeKey} onClick={() => setActiveKey(key)} onFocus={() => setActiveKey(key)}>
                    {localize(item.fields.main_title)}
                  </button>
                </OfficeHeading>
                <OfficeDetails item={item} compact />
              </li>
            ))}
          </ul>
          <LazyOfficesMap
            offices={offices}
            label={intl.formatMessage({ id: 'offices-map.map' })}
            activeKey={activeKey}
            hoveredKey={hoveredKey}
            onActivate={setActiveKey}
            onHover={setHoveredKey}
            markerColor={fields.map_markers_color}
            className={styles.map}
          />
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {active ? intl.formatMessage({ id: 'offices-map.active' }, { name: localize(active.item.fields.main_title) }) : ''}
        </p>
      </div>
    </section>
  );
}
