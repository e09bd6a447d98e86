import { describe, expect, it } from 'vitest';
import { handlerOf } from './index';
import { setFields } from './setFields';
import { after } from './testDoc';

describe('setFields', () => {
  it('replaces the block’s fields and coalesces per block', () => {
    const action = setFields('b', { main_title: { fr: 'Nouveau', en: 'New' } });
    expect(after(action).blocks[1].block.fields).toEqual({ main_title: { fr: 'Nouveau', en: 'New' } });
    expect(handlerOf(action).coalesceKey?.(action)).toBe('fields:b');
  });
});
