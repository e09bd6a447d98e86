/**
 * The part of the server's cache of block HTML (blockHtmlCache.ts) a page's blocks see while they
 * render: what to draw for a block (its kept HTML, or the block itself, marked to be kept), as a
 * context the public page's server render provides. Absent (null) in the browser and in QA mode,
 * where every block renders. Small on purpose: PageBlock imports it in the browser too.
 */
import { createContext, createElement, type ReactNode } from 'react';
import type { BlockRenderNotes } from '../../blocks/runtime/renderNotes';

/** The attribute on the frame of a block whose HTML is being kept (taken out of the page's HTML). */
export const CAPTURE_ATTRIBUTE = 'data-vitrine-capture';

/** The attribute of the placeholder where a block's kept HTML goes (replaced in the page's HTML). */
export const SLOT_ATTRIBUTE = 'data-vitrine-slot';

/** What to draw for one block. */
export type BlockHtmlPlan =
  /** Its kept HTML, in the placeholder numbered `slot`. */
  | { kind: 'kept'; slot: number }
  /** The block itself, its frame marked `mark`, listening to `notes`. */
  | { kind: 'capture'; mark: number; notes: BlockRenderNotes };

/** One server render's use of the cache. */
export interface BlockHtmlRender {
  /**
   * The plan for a block (its data is the page's: the render's key holds it).
   * @param position the block's place in the tree (a `useId()` of its PageBlock: the ids React
   *   gives inside the block follow from it)
   * @param index the block's index in the page
   */
  plan(position: string, index: number): BlockHtmlPlan;
}

/** The render's cache, or null (browser, QA mode, blocks that render every time). */
export const BlockHtmlRenderContext = createContext<BlockHtmlRender | null>(null);

/** The placeholder of a kept block's HTML, inside its Suspense boundary as the block's body would be. */
export function KeptBlockHtml({ slot }: { slot: number }): ReactNode {
  return createElement('template', { [SLOT_ATTRIBUTE]: slot });
}
