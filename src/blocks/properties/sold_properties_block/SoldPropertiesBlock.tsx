/**
 * `sold_properties_block` (spec 001 §2 "Sold properties"): title, description, CTA and a map of sold
 * markers (`core_data.mapMarkers`). The markers are a picture of the broker's sales: they are not
 * interactive (sold listings have no public page). Text above the map (`full`) or beside it.
 */
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { useLocalized } from '../../runtime/AppContext';
import { Link } from '../../ui/Link';
import { RichText } from '../../ui/RichText';
import { headingTag } from '../../content/_parts/headingTag';
import { LazyListingsMap } from '../_parts/map/LazyListingsMap';
import type { soldPropertiesBlockFields, soldPropertiesBlockParams } from './schema';
import layout from '../../content/_parts/layout.module.css';
import styles from './SoldPropertiesBlock.module.css';

export function SoldPropertiesBlock({ fields, params, index }: BlockProps<typeof soldPropertiesBlockFields, typeof soldPropertiesBlockParams>) {
  const intl = useIntl();
  const localize = useLocalized();
  const Heading = headingTag(index);
  const title = localize(fields.main_title);
  const orientation = fields.orientation_x;
  return (
    <section className={layout.section} data-orientation={orientation}>
      <div className={[layout.inner, styles.grid, styles[orientation]].join(' ')}>
        <div className={styles.text}>
          {title ? <Heading className={`${layout.title} ${styles.title}`}>{title}</Heading> : null}
          <RichText value={fields.description} size="lead" className={layout.description} />
          {fields.cta ? (
            <div className={`${layout.actions} ${styles.actions}`}>
              <Link value={fields.cta} />
            </div>
          ) : null}
        </div>
        <LazyListingsMap
          points={params.core_data.mapMarkers}
          label={intl.formatMessage({ id: 'properties.sold.map-label' })}
          markerColor={params.map_markers_color}
          interactive={false}
          className={styles.map}
        />
      </div>
    </section>
  );
}
