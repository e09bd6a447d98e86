/**
 * The franchise's balloon logo (spec 000 §1, §3 `show_remax_logo`) in the site's brand version
 * (`metadata.brand_version_2`): beside a header's logo, on an agency's brokers' portraits.
 * Decorative (`alt=""`): the agency is named beside it.
 */
import { useContext, type CSSProperties } from 'react';
import { brandAssetUrl, brandVersionOf } from '../../lib/brandAssets';
import { PagePayloadContext } from '../runtime/AppContext';

export interface FranchiseBalloonProps {
  className?: string;
  /** Height in px (default 48); the width follows the balloon's 40 × 48 proportions. */
  height?: number;
  /** Sizes the picture inline too, where the surrounding rules for pictures would stretch it. */
  fixedSize?: boolean;
}

export function FranchiseBalloon({ className, height = 48, fixedSize = false }: FranchiseBalloonProps) {
  const brand = brandVersionOf(useContext(PagePayloadContext)?.metadata);
  const width = Math.round((height * 40) / 48);
  const style: CSSProperties | undefined = fixedSize ? { width, height } : undefined;
  return <img src={brandAssetUrl('/placeholders/franchise-balloon.svg', brand)} alt="" className={className} width={width} height={height} style={style} />;
}
