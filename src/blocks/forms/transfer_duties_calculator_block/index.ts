/** `transfer_duties_calculator_block` in the browser: {@link transferDutiesCalculatorBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { TransferDutiesCalculatorBlock } from './TransferDutiesCalculatorBlock';
import { transferDutiesCalculatorBlockSchema } from './schema';

export const transferDutiesCalculatorBlock = defineBlock(transferDutiesCalculatorBlockSchema, TransferDutiesCalculatorBlock);
