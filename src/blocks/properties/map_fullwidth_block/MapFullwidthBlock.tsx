/**
 * Full-width map (spec 001 §2, §4 "Maps"): the block's markers on a map spanning the page, edge to
 * edge, loaded once in view. It can be dragged and zoomed with its buttons, a pinch or a double
 * click; the mouse wheel keeps scrolling the page. Nothing renders when no marker has coordinates.
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { LazyMarkersMap } from '../_parts/map/LazyMarkersMap';
import { markerPoints } from '../_parts/map/markers';
import type { mapFullwidthBlockFields, mapFullwidthBlockParams } from './schema';
import styles from './MapFullwidthBlock.module.css';

export function MapFullwidthBlock({ fields }: BlockProps<typeof mapFullwidthBlockFields, typeof mapFullwidthBlockParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const markers = markerPoints(fields.map_markers_repeater);
  if (markers.length === 0) return null;
  return (
    <section className={styles.section}>
      <LazyMarkersMap
        markers={markers}
        label={localize(fields.main_title) || intl.formatMessage({ id: 'map.fullwidth' })}
        markerColor={fields.map_markers_color}
        wheelZoom={false}
        className={styles.map}
      />
    </section>
  );
}
