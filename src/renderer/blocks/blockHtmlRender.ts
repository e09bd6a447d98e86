/**
 * The part of the server's cache of block HTML (blockHtmlCache.ts) a page's blocks see while they
 * render: what to draw for a block (its kept HTML, or the block itself, marked to be kept), as a
 * context the public page's server render provides. Absent (null) in the browser and in QA mode,
 * where every block renders. Small on purpose: PageBlock imports it in the browser too.
 */
import { createContext, createElement, type ReactNode } from 'react';
import { preload, type PreloadOptions } from 'react-dom';
import type { BlockRenderNotes } from '../../blocks/runtime/renderNotes';

/** The attribute on the frame of a block whose HTML is being kept (taken out of the page's HTML). */
export const CAPTURE_ATTRIBUTE = 'data-vitrine-capture';

/** The attribute of the placeholder where a block's kept HTML goes (replaced in the page's HTML). */
export const SLOT_ATTRIBUTE = 'data-vitrine-slot';

/** One `preload(href, options)` call of a block's render. */
export interface BlockPreload {
  href: string;
  options: PreloadOptions;
}

/**
 * What a block's render put in the document's head, asked again when the block is drawn from the
 * cache: its `preload()` calls, then its images that are not lazy (the attributes React's own
 * preload of an `<img>` reads), in the order the block rendered them.
 */
export interface BlockHead {
  preloads: readonly BlockPreload[];
  images: readonly Record<string, string>[];
}

/** What to draw for one block. */
export type BlockHtmlPlan =
  /** Its kept HTML, in the placeholder numbered `slot`, with what it asked for in the head. */
  | { kind: 'kept'; slot: number; head: BlockHead | null }
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

/**
 * The placeholder of a kept block's HTML, inside its Suspense boundary as the block's body would
 * be. It asks for the block's head resources as the block did: its `preload()` calls, and its
 * images rendered inside the placeholder (React preloads them; the placeholder, images included,
 * is replaced by the block's HTML once the page is written).
 */
export function KeptBlockHtml({ slot, head }: { slot: number; head: BlockHead | null }): ReactNode {
  for (const { href, options } of head?.preloads ?? []) preload(href, options);
  return createElement('template', { [SLOT_ATTRIBUTE]: slot }, head?.images.map((image, index) => createElement('img', { key: index, ...image })));
}
