/**
 * Version diff summary: how many blocks
 * a version added, removed and changed compared with the previous one.
 *
 * Blocks carry no ids, so identical blocks are matched first (longest common subsequence); between
 * two matched anchors, leftover blocks of the same type are paired in order as "changed", the
 * rest count as removed (old side) or added (new side).
 */
import type { Block } from '../../schema/block';
import { canonicalJson } from './canonicalJson';

/** `{ added, removed, changed }` block counts. */
export interface VersionSummary {
  added: number;
  removed: number;
  changed: number;
}

/** Summary of going from `before` to `after`. */
export function summarizeBlockChanges(before: Block[], after: Block[]): VersionSummary {
  const a = before.map(canonicalJson);
  const b = after.map(canonicalJson);
  // LCS table of identical blocks.
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const summary: VersionSummary = { added: 0, removed: 0, changed: 0 };
  let oldGap: Block[] = [];
  let newGap: Block[] = [];
  const flush = () => {
    const unmatchedNew = [...newGap];
    for (const old of oldGap) {
      const k = unmatchedNew.findIndex((n) => n.block_type === old.block_type);
      if (k >= 0) {
        unmatchedNew.splice(k, 1);
        summary.changed += 1;
      } else summary.removed += 1;
    }
    summary.added += unmatchedNew.length;
    oldGap = [];
    newGap = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      flush();
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) oldGap.push(before[i++]);
    else newGap.push(after[j++]);
  }
  while (i < a.length) oldGap.push(before[i++]);
  while (j < b.length) newGap.push(after[j++]);
  flush();
  return summary;
}
