/**
 * The attributes a page's block frames carry in the browser (ARCHITECTURE "The block contract": a
 * server-rendered block hydrates when its code arrives), shared by the renderer that sets them and
 * the blocks that act on another block of the page.
 */

/** Marks the frame of a page's block (PageBlock): its forms wait for the block to be live. */
export const PAGE_BLOCK_ATTRIBUTE = 'data-page-block';
/** Set on a page block's frame once its block has rendered in the browser: its forms submit normally. */
export const LIVE_ATTRIBUTE = 'data-live';
/**
 * Marks the frame of a block whose code waits for the visitor to reach for it (pointer, touch,
 * focus, key), not for the block to come into view: see src/renderer/blocks/hydrateOnIntent.ts.
 */
export const HYDRATE_ON_INTENT_ATTRIBUTE = 'data-hydrate-on-intent';
/**
 * Marks the part of a block that needs its code (e.g. the listings map beside or under cards that
 * are plain links): the block's code is wanted when that part comes near the viewport, not when the
 * block's top does (src/renderer/blocks/PageBlock.tsx). Pointing at, touching or focusing into any
 * part of the block still brings its code at once.
 */
export const HYDRATE_NEAR_ATTRIBUTE = 'data-hydrate-near';
/** The props marking an element with {@link HYDRATE_NEAR_ATTRIBUTE}: `<div {...HYDRATE_NEAR_PROPS}>`. */
export const HYDRATE_NEAR_PROPS: Readonly<Record<typeof HYDRATE_NEAR_ATTRIBUTE, ''>> = { [HYDRATE_NEAR_ATTRIBUTE]: '' };
/** Marks a form whose half-typed answers the page asks about before it is left (src/blocks/runtime/leaveGuard.ts). */
export const LEAVE_GUARD_ATTRIBUTE = 'data-leave-guard';
/** Marks the note of a block whose code could not be downloaded: its "Try again" works at once (it is the page's, not the block's). */
export const BLOCK_LOAD_FAILURE_ATTRIBUTE = 'data-block-load-failure';
/** The frame of a page block whose code has not hydrated it yet (the head scripts act inside it). */
export const NOT_LIVE_BLOCK_SELECTOR = `[${PAGE_BLOCK_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`;

/**
 * Runs `action` once the block holding `element` is live (at once when it already is, or when the
 * element is not in a page block). Returns a function cancelling the wait.
 */
export function whenBlockLive(element: Element, action: () => void): () => void {
  const frame = element.closest(`[${PAGE_BLOCK_ATTRIBUTE}]`);
  if (!frame || frame.hasAttribute(LIVE_ATTRIBUTE)) {
    action();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!frame.hasAttribute(LIVE_ATTRIBUTE)) return;
    observer.disconnect();
    action();
  });
  observer.observe(frame, { attributes: true, attributeFilter: [LIVE_ATTRIBUTE] });
  return () => observer.disconnect();
}
/**
 * The id of the empty `<template>` ending what a page's first paint waits for when its first
 * block is a hero or the listings search (src/renderer/page/firstPaint.ts): right after a hero,
 * right after the search block's filter bar.
 */
export const FIRST_BLOCK_PARSED_ID = 'vitrine-first-block-parsed';
