import { describe, expect, it } from 'vitest';
import { blockComponentLoaders } from '../../blocks/blockComponents';
import { FIRST_BLOCK_PARSED_ID, FIRST_BLOCK_PARSED_LINK, WHOLE_FIRST_PAINT_BLOCK_TYPES, firstPaintWaitsForFirstBlock } from './firstPaint';

const block = (block_type: string) => ({ block_type });

describe('firstPaintWaitsForFirstBlock', () => {
  it('waits for a hero opening the page, whichever hero', () => {
    for (const type of WHOLE_FIRST_PAINT_BLOCK_TYPES) expect(firstPaintWaitsForFirstBlock([block(type), block('text_block_1')])).toBe(true);
  });

  it('does not wait for a page opening with another block, a hero lower down, or no block', () => {
    expect(firstPaintWaitsForFirstBlock([block('search_properties_block')])).toBe(false);
    expect(firstPaintWaitsForFirstBlock([block('text_block_1'), block('hero_block_2')])).toBe(false);
    expect(firstPaintWaitsForFirstBlock([])).toBe(false);
  });

  it('knows every hero a page can show (a new hero is added to the list)', () => {
    const heroes = Object.keys(blockComponentLoaders).filter((type) => type.startsWith('hero_'));
    expect(heroes.length).toBeGreaterThan(0);
    expect([...WHOLE_FIRST_PAINT_BLOCK_TYPES].sort()).toEqual(heroes.sort());
  });

  it('holds the first paint until the marker after the first block is parsed', () => {
    expect(FIRST_BLOCK_PARSED_LINK).toEqual({ rel: 'expect', href: `#${FIRST_BLOCK_PARSED_ID}`, blocking: 'render' });
  });
});
