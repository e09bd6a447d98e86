/**
 * Admin-only script blocks: editors may move a page's `script_block` blocks along with the others
 * but never add, remove, change or relocate one.
 *
 * The rule looks at the whole stored document, wherever a block sits: the page body, the footer
 * override, or nested inside another block's fields. A script block is any object whose
 * `block_type` is `script_block`, so one hidden in an unexpected place counts too.
 */
import { canonicalJson } from './canonicalJson';

/** The block type only admins may create, change or delete. */
export const SCRIPT_BLOCK_TYPE = 'script_block';

function isScriptBlock(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { block_type?: unknown }).block_type === SCRIPT_BLOCK_TYPE;
}

/**
 * Every script block of a document, in document order, as `<container>|<canonical JSON>`: the
 * container is the path of the list holding it without positions (`fields`, `override.footer.fields`,
 * `fields.columns`…), so moving a block within its list keeps the entry and moving it elsewhere
 * changes it.
 */
export function scriptBlockEntries(document: unknown): string[] {
  const entries: string[] = [];
  const walk = (value: unknown, container: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, container);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (isScriptBlock(value)) {
      entries.push(`${container}|${canonicalJson(value)}`);
      return;
    }
    for (const [key, child] of Object.entries(value)) walk(child, container ? `${container}.${key}` : key);
  };
  walk(document, '');
  return entries;
}

/** True when the document holds at least one script block, anywhere. */
export function hasScriptBlock(document: unknown): boolean {
  return scriptBlockEntries(document).length > 0;
}

/**
 * True when `after` adds, removes, changes or relocates a script block compared with `before`
 * (whole documents; moving other blocks around the script blocks is fine).
 */
export function scriptBlocksDiffer(before: unknown, after: unknown): boolean {
  const a = scriptBlockEntries(before);
  const b = scriptBlockEntries(after);
  return a.length !== b.length || a.some((entry, i) => entry !== b[i]);
}
