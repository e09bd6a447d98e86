/**
 * A broker's portrait on an agency site carries the franchise's balloon logo (spec 000 §1 "Agency
 * sites force the franchise logo onto the avatar"): `children` (the portrait) in a frame with the
 * badge at its lower corner, inside the picture so a rounded or clipped card keeps it whole. On a
 * broker's own site the portrait is returned as it is. Decorative (`alt=""`): the agency is
 * named in the header and the footer.
 */
import { useContext, type ReactNode } from 'react';
import { brandAssetUrl, brandVersionOf } from '../../../lib/brandAssets';
import { PagePayloadContext, useSiteType } from '../../runtime/AppContext';
import styles from './FranchiseBadge.module.css';

export interface FranchiseBadgeProps {
  children: ReactNode;
  /** The frame's class (the portrait's size and place in its layout). */
  className?: string;
  /** Badge height in px (default 48). */
  size?: number;
  /** False for someone who is no broker (a director, office staff): no badge. Default true. */
  broker?: boolean;
}

export function FranchiseBadge({ children, className, size = 48, broker = true }: FranchiseBadgeProps) {
  const siteType = useSiteType();
  const brand = brandVersionOf(useContext(PagePayloadContext)?.metadata);
  if (siteType !== 'agency' || !broker) return <>{children}</>;
  // The balloon's own proportions (40 × 48).
  const width = Math.round((size * 40) / 48);
  return (
    <span className={[styles.frame, className].filter(Boolean).join(' ')} data-franchise-badge="">
      {children}
      {/* Sized inline: a card's own rules for its pictures must not stretch the badge. */}
      <img src={brandAssetUrl('/placeholders/franchise-balloon.svg', brand)} alt="" className={styles.badge} width={width} height={size} style={{ width, height: size }} />
    </span>
  );
}
