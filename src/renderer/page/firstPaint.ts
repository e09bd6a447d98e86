/**
 * A page opening with a hero is first painted with the hero whole, and the listings search with
 * its filter bar whole (spec 000 §4 "Page load"; the "Fast on a phone" targets: no layout shift).
 *
 * A hero is a tall box whose title, text and search bar sit at its bottom edge or in its middle.
 * A phone's browser paints a long document before it has parsed all of it: when its parser paused
 * inside the hero, the first paint showed the hero's first lines, and the rest of its text then
 * pushed them up (measured on the broker's home at 412 px with a 4× slower CPU: a shift of the
 * hero's text in about one load in six, 0.035 to 0.42 of cumulative layout shift). The search
 * page's filter bar wraps its buttons: a button painted before its label was parsed grew and
 * pushed the sort menu to the next line (three loads in eight, up to 0.02).
 *
 * Such a page's head carries `<link rel="expect" href="#…" blocking="render">`, and an empty
 * `<template>` with that id ({@link FIRST_BLOCK_PARSED_ID}) follows the hero (PageLayout puts it
 * there) or the search block's filter bar (the block puts it there when it comes first): the
 * browser paints nothing before it has parsed that far. The rest of the page still comes as it is
 * parsed, and browsers without `rel="expect"` paint as before.
 */
import { HERO_BLOCK_TYPES } from '../../blocks/chrome/_parts/headerOverHero';
import { FIRST_BLOCK_PARSED_ID } from '../../lib/pageBlockMarkers';
import type { Block } from '../../schema/block';

/**
 * Blocks whose content is anchored to the bottom or the middle of a tall box: the hero family and
 * the directory's two heroes (a broker's profile, the members search).
 */
export const WHOLE_FIRST_PAINT_BLOCK_TYPES: ReadonlySet<string> = new Set([...HERO_BLOCK_TYPES, 'hero_members_search_block', 'hero_profile_page']);

/** Blocks that mark the end of their own first screen when they open the page (the search: after its filter bar). */
export const SELF_MARKED_FIRST_PAINT_BLOCK_TYPES: ReadonlySet<string> = new Set(['search_properties_block']);

/**
 * What a page with these content blocks waits for before its first paint: `'block'`, its first
 * block whole (the marker after it); `'marked'`, as far as its first block marks; `null`, nothing.
 */
export function firstPaintWait(contentBlocks: readonly Pick<Block, 'block_type'>[]): 'block' | 'marked' | null {
  const first = contentBlocks[0]?.block_type;
  if (first === undefined) return null;
  if (WHOLE_FIRST_PAINT_BLOCK_TYPES.has(first)) return 'block';
  return SELF_MARKED_FIRST_PAINT_BLOCK_TYPES.has(first) ? 'marked' : null;
}

/** The head link holding the first paint until {@link FIRST_BLOCK_PARSED_ID} is parsed (a route head `links` entry). */
export const FIRST_BLOCK_PARSED_LINK = { rel: 'expect', href: `#${FIRST_BLOCK_PARSED_ID}`, blocking: 'render' } as const;
