/**
 * Megamenu header (spec 000 §2, §4 "Headers", §9 "megamenu 197", "54 for megamenu, width 1000"):
 * the shared {@link Header} whose entries open 1000 px panels 54 px below them.
 */
import type { BlockProps } from '../../defineBlock';
import { Header } from '../_parts/Header';
import type { headerMegamenuFields, headerMegamenuParams } from './schema';

export function HeaderMegamenu(props: BlockProps<typeof headerMegamenuFields, typeof headerMegamenuParams>) {
  return <Header {...props} kind="megamenu" />;
}
