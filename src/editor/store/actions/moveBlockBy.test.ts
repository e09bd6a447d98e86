import { describe, expect, it } from 'vitest';
import { moveBlockBy } from './moveBlockBy';
import { after, ids } from './testDoc';

describe('moveBlockBy', () => {
  it('moves a block one place up or down, staying in the page', () => {
    expect(ids(after(moveBlockBy('b', -1)))).toEqual(['b', 'a', 'c']);
    expect(ids(after(moveBlockBy('b', 1)))).toEqual(['a', 'c', 'b']);
    expect(ids(after(moveBlockBy('c', 1)))).toEqual(['a', 'b', 'c']);
  });
});
