import { describe, expect, it } from 'vitest';
import { validateBlock } from '../../blocks/validateBlock';
import type { Block } from '../../schema/block';
import { blockValidation } from './blockValidation';

const block: Block = { block_type: 'text_block_1', block_params: {}, fields: { main_title: { fr: 'Bloc', en: 'Block' } } } as Block;

describe('blockValidation', () => {
  it('gives the same validation as validateBlock, once per block object', () => {
    const first = blockValidation(block);
    expect(first).toEqual(validateBlock(block));
    expect(blockValidation(block)).toBe(first);
    expect(blockValidation({ ...block })).not.toBe(first);
  });
});
