import { describe, expect, it, vi } from 'vitest';
import { removeBlock } from './removeBlock';
import { after, ids } from './testDoc';

describe('removeBlock', () => {
  it('deletes the block, and nothing for an unknown id, with the missing-path warning', () => {
    expect(ids(after(removeBlock('b')))).toEqual(['a', 'c']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(ids(after(removeBlock('zz')))).toEqual(['a', 'b', 'c']);
    expect(warn).toHaveBeenCalledWith('Path does not exist.', 'zz');
    warn.mockRestore();
  });
});
