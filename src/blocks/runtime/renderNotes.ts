/**
 * What a block's server render used beyond its data and the page, told to the renderer's cache of
 * block HTML (src/renderer/blocks/blockHtmlCache.ts): the server keeps a block's HTML between
 * renders of a page, and a block whose HTML depends on the query, or that asks for a resource in
 * the document's head, says so here. Absent (null) in the browser and in QA mode.
 */
import { createContext, useContext } from 'react';
import type { PreloadOptions } from 'react-dom';

/** Notes of one block's server render. */
export interface BlockRenderNotes {
  /**
   * The block read the request's query: the whole query string (its HTML is kept per query), or
   * the parameter `name` (kept per value of the parameters it read).
   */
  readQuery(name?: string): void;
  /**
   * The block called react-dom's `preload(href, options)` (an image at high priority): a render
   * drawing the block from the cache calls it again, so the head asks for the same resources.
   */
  preloaded(href: string, options: PreloadOptions): void;
}

/** The notes of the block being rendered on the server (null elsewhere). */
export const BlockRenderNotesContext = createContext<BlockRenderNotes | null>(null);

/** The notes of the block being rendered, or null when nothing listens (browser, QA mode). */
export function useBlockRenderNotes(): BlockRenderNotes | null {
  return useContext(BlockRenderNotesContext);
}
