/**
 * Spacer (spec 001 §2 "Spacer: background with a height"): empty vertical space of `height` px
 * (default 64) painted with `bg_color_primary`, else the colour scheme background. Decorative.
 */
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../defineBlock';
import type { spacerBlockFields, spacerBlockParams } from './schema';
import styles from './SpacerBlock.module.css';

export function SpacerBlock({ fields, params }: BlockProps<typeof spacerBlockFields, typeof spacerBlockParams>) {
  const style: CSSProperties = { height: `${fields.height}px` };
  if (params.bg_color_primary) style.background = params.bg_color_primary;
  return <div className={styles.spacer} style={style} aria-hidden="true" data-testid="spacer" />;
}
