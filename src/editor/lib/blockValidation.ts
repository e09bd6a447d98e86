/**
 * The validation of a block (`validateBlock` with the block schemas), computed once per block
 * object. The canvas preview, the edit panel and the outline all show the same block's validity:
 * a keystroke ran the same zod parse three times. Blocks in the editor store are immutable (immer),
 * so a block object's validation never changes; a WeakMap lets it go with the block.
 */
import { validateBlock, type BlockValidation } from '../../blocks/validateBlock';
import type { Block } from '../../schema/block';

const validations = new WeakMap<Block, BlockValidation>();

/** `validateBlock(block)`, remembered for this block object (never throws for block data). */
export function blockValidation(block: Block): BlockValidation {
  let validation = validations.get(block);
  if (!validation) {
    validation = validateBlock(block);
    validations.set(block, validation);
  }
  return validation;
}
