/**
 * Block clipboard shared between pages and tabs:
 * one block envelope stored in localStorage under {@link CLIPBOARD_KEY}.
 */
import { blockEnvelope, type Block } from '../../schema/block';

export const CLIPBOARD_KEY = 'vitrine.editor.clipboard';

/** Stores a copy of `block`. Returns false when storage is unavailable (private mode, quota). */
export function copyBlock(block: Block): boolean {
  try {
    globalThis.localStorage.setItem(CLIPBOARD_KEY, JSON.stringify({ block, copied_at: new Date().toISOString() }));
    globalThis.dispatchEvent?.(new Event('vitrine-clipboard'));
    return true;
  } catch {
    return false;
  }
}

/** The copied block, or null when the clipboard is empty or holds something else. */
export function readClipboard(): Block | null {
  try {
    const raw = globalThis.localStorage.getItem(CLIPBOARD_KEY);
    if (!raw) return null;
    const parsed = blockEnvelope.safeParse((JSON.parse(raw) as { block?: unknown }).block);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
