/**
 * The variant indicator banner (spec 000 §1, §4 "Other"): shown while a content variant is
 * previewed; its colour comes from the variant.
 */
import { FormattedMessage } from 'react-intl';
import { readableTextOn } from '../../lib/color';
import styles from './VariantBanner.module.css';

export function VariantBanner({ variant }: { variant: { id: string; name: string; color: string } }) {
  const background = /^#[0-9a-f]{3,6}$/i.test(variant.color) ? variant.color : '#444444';
  return (
    <div className={styles.banner} role="status" style={{ background, color: readableTextOn(background) }}>
      <FormattedMessage id="variant.banner" values={{ name: variant.name }} />
    </div>
  );
}
