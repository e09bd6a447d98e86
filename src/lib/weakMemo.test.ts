import { describe, expect, it } from 'vitest';
import { weakMemo } from './weakMemo';

describe('weakMemo', () => {
  it('makes one result per object and gives it again, an undefined one too', () => {
    const made: object[] = [];
    const sizeOf = weakMemo((row: { fields: unknown[] }) => {
      made.push(row);
      return row.fields.length === 0 ? undefined : { size: row.fields.length };
    });
    const row = { fields: [1, 2] };
    const empty = { fields: [] };
    expect(sizeOf(row)).toBe(sizeOf(row));
    expect(sizeOf(empty)).toBeUndefined();
    expect(sizeOf(empty)).toBeUndefined();
    expect(sizeOf({ fields: [1, 2] })).toEqual({ size: 2 });
    expect(made).toHaveLength(3);
  });
});
