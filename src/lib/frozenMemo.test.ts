import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deepFreeze';
import { frozenMemo } from './frozenMemo';

describe('frozenMemo', () => {
  it('computes once per frozen object and hands every caller the same frozen result', () => {
    let calls = 0;
    const settingsOf = frozenMemo((row) => {
      calls += 1;
      return { theme: { primary: (row as { primary: string }).primary } };
    });
    const kept = deepFreeze({ primary: '#0b3d5c' });
    const first = settingsOf(kept);
    expect(settingsOf(kept)).toBe(first);
    expect(calls).toBe(1);
    expect(Object.isFrozen(first.theme)).toBe(true);
    expect(settingsOf(deepFreeze({ primary: '#0b3d5c' }))).not.toBe(first);
    expect(calls).toBe(2);
  });

  it('computes every time for what is not frozen, and leaves its result as computed', () => {
    let calls = 0;
    const lengthOf = frozenMemo((value) => {
      calls += 1;
      return { length: JSON.stringify(value).length };
    });
    const loose = { primary: '#0b3d5c' };
    expect(lengthOf(loose)).toEqual({ length: 21 });
    expect(Object.isFrozen(lengthOf(loose))).toBe(false);
    expect(lengthOf('#0b3d5c')).toEqual({ length: 9 });
    expect(calls).toBe(3);
  });

  it('keeps an undefined result too', () => {
    let calls = 0;
    const nothing = frozenMemo(() => {
      calls += 1;
      return undefined;
    });
    const kept = Object.freeze({});
    nothing(kept);
    nothing(kept);
    expect(calls).toBe(1);
  });
});
