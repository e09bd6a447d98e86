import { describe, expect, it } from 'vitest';
import { demoBlock } from './demoBlock';

describe('demoBlock', () => {
  it('is a deep copy of the schema’s demo, and throws for an unknown type', () => {
    const first = demoBlock('cta_block');
    expect(first.block_type).toBe('cta_block');
    expect(demoBlock('cta_block')).not.toBe(first);
    expect(() => demoBlock('nope')).toThrow(/Unknown block type/);
  });
});
