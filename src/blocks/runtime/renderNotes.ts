/**
 * What a block's server render used beyond its data and the page, told to the renderer's cache of
 * block HTML (src/renderer/blocks/blockHtmlCache.ts): the server keeps a block's HTML between
 * renders of a page, and a block whose HTML depends on the query, or that hoists a resource into
 * the document's head, says so here. Absent (null) in the browser and in QA mode.
 */
import { createContext, useContext } from 'react';

/** Notes of one block's server render. */
export interface BlockRenderNotes {
  /**
   * The block read the request's query: the whole query string (its HTML is kept per query), or
   * the parameter `name` (kept per value of the parameters it read).
   */
  readQuery(name?: string): void;
  /** The block hoisted a resource into the head (an image preload): its HTML is not kept. */
  hoisted(): void;
}

/** The notes of the block being rendered on the server (null elsewhere). */
export const BlockRenderNotesContext = createContext<BlockRenderNotes | null>(null);

/** The notes of the block being rendered, or null when nothing listens (browser, QA mode). */
export function useBlockRenderNotes(): BlockRenderNotes | null {
  return useContext(BlockRenderNotesContext);
}
