/**
 * `cycleColorScheme`: the block's `block_params.color_scheme` becomes the next scheme of the
 * theme's list, wrapping to the first (spec 000 §6: "cycles through the list of schemes and wraps
 * to the first"); a scheme not in the list goes to the first.
 */
import type { Draft } from 'immer';
import type { ColorSchemeName } from '../../../schema/content';
import type { EditorDoc } from '../editorStore';
import { blockIndex } from './blockIndex';

export interface CycleColorSchemeAction {
  type: 'cycleColorScheme';
  id: string;
  /** The theme's schemes, in order. */
  schemes: ColorSchemeName[];
}

export function cycleColorScheme(id: string, schemes: readonly ColorSchemeName[]): CycleColorSchemeAction {
  return { type: 'cycleColorScheme', id, schemes: [...schemes] };
}

/** The scheme after `current` in `list`, wrapping; `normal` for an empty list. */
export function nextColorScheme(current: unknown, list: readonly ColorSchemeName[]): ColorSchemeName {
  if (list.length === 0) return 'normal';
  const position = list.indexOf((current ?? 'normal') as ColorSchemeName);
  return list[(position + 1) % list.length];
}

export function applyCycleColorScheme(doc: Draft<EditorDoc>, action: CycleColorSchemeAction): void {
  const index = blockIndex(doc, action.id);
  if (index < 0) return;
  const block = doc.blocks[index].block;
  block.block_params = { ...block.block_params, color_scheme: nextColorScheme(block.block_params?.color_scheme, action.schemes) };
}
