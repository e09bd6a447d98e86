/**
 * Coordinates map (spec 001 §2, §4 "Maps"): optional super title, title and text, then the map of
 * the block's `map_marker_item`s behind its click gateway (see `LazyMarkersMap`). Nothing renders
 * when no marker has coordinates.
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { headingTag } from '../../content/_parts/headingTag';
import layout from '../../content/_parts/layout.module.css';
import { useLocalized } from '../../runtime/AppContext';
import { RichText } from '../../ui/RichText';
import { LazyMarkersMap } from '../_parts/map/LazyMarkersMap';
import { markerPoints } from '../_parts/map/markers';
import type { coordinatesMapBlockFields, coordinatesMapBlockParams } from './schema';
import styles from './CoordinatesMapBlock.module.css';

export function CoordinatesMapBlock({ fields, index }: BlockProps<typeof coordinatesMapBlockFields, typeof coordinatesMapBlockParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const markers = markerPoints(fields.map_markers_repeater);
  if (markers.length === 0) return null;
  const Heading = headingTag(index);
  const title = localize(fields.main_title);
  const superTitle = localize(fields.super_title);
  return (
    <section className={layout.section}>
      <div className={layout.inner}>
        {title || superTitle || fields.description ? (
          <div className={styles.text}>
            {superTitle ? <p className={layout.superTitle}>{superTitle}</p> : null}
            {title ? <Heading className={layout.title}>{title}</Heading> : null}
            <RichText value={fields.description} size="lead" className={[layout.description, styles.description].join(' ')} />
          </div>
        ) : null}
        <LazyMarkersMap
          gateway
          markers={markers}
          label={title ? `${intl.formatMessage({ id: 'map.coordinates' })} — ${title}` : intl.formatMessage({ id: 'map.coordinates' })}
          markerColor={fields.map_markers_color}
          className={styles.map}
        />
      </div>
    </section>
  );
}
