import { describe, expect, it } from 'vitest';
import { blockComponentLoaders } from '../../blocks/blockComponents';
import { FIRST_BLOCK_PARSED_ID } from '../../lib/pageBlockMarkers';
import { FIRST_BLOCK_PARSED_LINK, WHOLE_FIRST_PAINT_BLOCK_TYPES, firstPaintWait } from './firstPaint';

const block = (block_type: string) => ({ block_type });

describe('firstPaintWait', () => {
  it('waits for a hero opening the page whole, whichever hero', () => {
    for (const type of WHOLE_FIRST_PAINT_BLOCK_TYPES) expect(firstPaintWait([block(type), block('text_block_1')])).toBe('block');
  });

  it('waits as far as the search block marks when it opens the page', () => {
    expect(firstPaintWait([block('search_properties_block')])).toBe('marked');
  });

  it('does not wait for a page opening with another block, a hero lower down, or no block', () => {
    expect(firstPaintWait([block('text_block_1'), block('hero_block_2')])).toBeNull();
    expect(firstPaintWait([block('contact_block'), block('search_properties_block')])).toBeNull();
    expect(firstPaintWait([])).toBeNull();
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
