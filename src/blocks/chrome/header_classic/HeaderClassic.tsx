/**
 * Classic header (spec 000 §2 "Header and footer", §4 "Headers", §9 "Header heights: classic 130"):
 * the shared {@link Header} with list submenus 16 px below their entry.
 */
import type { BlockProps } from '../../defineBlock';
import { Header } from '../_parts/Header';
import type { headerClassicFields, headerClassicParams } from './schema';

export function HeaderClassic(props: BlockProps<typeof headerClassicFields, typeof headerClassicParams>) {
  return <Header {...props} kind="classic" />;
}
