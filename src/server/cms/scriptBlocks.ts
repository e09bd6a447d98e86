/**
 * Admin-only script blocks (issue 3 §1, §4): editors may move a page's `script_block` blocks
 * along with the others but never add, remove or change one.
 */
import type { Block } from '../../schema/block';
import { canonicalJson } from './canonicalJson';

/** The block type only admins may create, change or delete. */
export const SCRIPT_BLOCK_TYPE = 'script_block';

/** True when the page contains at least one script block. */
export function hasScriptBlock(blocks: Block[] | undefined): boolean {
  return (blocks ?? []).some((b) => b.block_type === SCRIPT_BLOCK_TYPE);
}

/**
 * True when `after` adds, removes or changes a script block compared with `before` (the
 * sequence of script blocks, compared as canonical JSON; moving other blocks around them is fine).
 */
export function scriptBlocksDiffer(before: Block[] | undefined, after: Block[] | undefined): boolean {
  const pick = (blocks: Block[] | undefined) => (blocks ?? []).filter((b) => b.block_type === SCRIPT_BLOCK_TYPE).map(canonicalJson);
  const a = pick(before);
  const b = pick(after);
  return a.length !== b.length || a.some((text, i) => text !== b[i]);
}
