import { describe, expect, it } from 'vitest';
import { cycleColorScheme, nextColorScheme } from './cycleColorScheme';
import { after } from './testDoc';

describe('cycleColorScheme', () => {
  it('sets the next scheme of the list, wrapping to the first', () => {
    const schemes = ['normal', 'normal-grey', 'inverted'] as const;
    expect(after(cycleColorScheme('a', schemes)).blocks[0].block.block_params.color_scheme).toBe('normal-grey');
    expect(nextColorScheme('inverted', schemes)).toBe('normal');
    expect(nextColorScheme('purple', schemes)).toBe('normal');
    expect(nextColorScheme(undefined, [])).toBe('normal');
  });
});
