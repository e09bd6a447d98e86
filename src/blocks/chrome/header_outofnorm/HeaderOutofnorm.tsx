/**
 * Out-of-norm header (spec 000 §2, §4 "Headers", §5 orientation left by default, §9 "out-of-norm
 * 138"): the shared {@link Header}, 138 px tall from lg, its menu beside the logo unless
 * `orientation_x` says center.
 */
import type { BlockProps } from '../../defineBlock';
import { Header } from '../_parts/Header';
import type { headerOutofnormFields, headerOutofnormParams } from './schema';

export function HeaderOutofnorm(props: BlockProps<typeof headerOutofnormFields, typeof headerOutofnormParams>) {
  return <Header {...props} kind="outofnorm" />;
}
