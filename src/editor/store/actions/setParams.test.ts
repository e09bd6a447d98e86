import { describe, expect, it } from 'vitest';
import { handlerOf } from './index';
import { setParams } from './setParams';
import { after } from './testDoc';

describe('setParams', () => {
  it('replaces the block’s params and coalesces per block', () => {
    const action = setParams('a', { color_scheme: 'inverted' });
    expect(after(action).blocks[0].block.block_params).toEqual({ color_scheme: 'inverted' });
    expect(handlerOf(action).coalesceKey?.(action)).toBe('params:a');
  });
});
