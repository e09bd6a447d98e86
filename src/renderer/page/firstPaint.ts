/**
 * A page opening with a hero is first painted with the hero whole (spec 000 §4 "Page load"; the
 * "Fast on a phone" targets: no layout shift).
 *
 * A hero is a tall box whose title, text and search bar sit at its bottom edge or in its middle.
 * A phone's browser paints a long document before it has parsed all of it: when its parser paused
 * inside the hero, the first paint showed the hero's first lines, and the rest of its text then
 * pushed them up (measured on the broker's home at 412 px with a 4× slower CPU: a shift of the
 * hero's text in about one load in six, 0.035 to 0.42 of cumulative layout shift).
 *
 * Such a page's head carries `<link rel="expect" href="#…" blocking="render">`, and an empty
 * `<template>` with that id follows the hero: the browser paints nothing before it has parsed the
 * hero to its end. Only the hero waits: the page's other blocks still come as they are parsed, and
 * browsers without `rel="expect"` paint as before.
 */
import { HERO_BLOCK_TYPES } from '../../blocks/chrome/_parts/headerOverHero';
import type { Block } from '../../schema/block';

/** The id of the empty element right after the first content block. */
export const FIRST_BLOCK_PARSED_ID = 'vitrine-first-block-parsed';

/**
 * Blocks whose content is anchored to the bottom or the middle of a tall box: the hero family and
 * the directory's two heroes (a broker's profile, the members search).
 */
export const WHOLE_FIRST_PAINT_BLOCK_TYPES: ReadonlySet<string> = new Set([...HERO_BLOCK_TYPES, 'hero_members_search_block', 'hero_profile_page']);

/** True when a page with these content blocks waits for its first block before its first paint. */
export function firstPaintWaitsForFirstBlock(contentBlocks: readonly Pick<Block, 'block_type'>[]): boolean {
  const first = contentBlocks[0];
  return first !== undefined && WHOLE_FIRST_PAINT_BLOCK_TYPES.has(first.block_type);
}

/** The head link holding the first paint until {@link FIRST_BLOCK_PARSED_ID} is parsed (a route head `links` entry). */
export const FIRST_BLOCK_PARSED_LINK = { rel: 'expect', href: `#${FIRST_BLOCK_PARSED_ID}`, blocking: 'render' } as const;
