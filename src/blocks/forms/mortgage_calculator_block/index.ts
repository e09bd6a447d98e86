/** `mortgage_calculator_block` in the browser: {@link mortgageCalculatorBlockSchema} bound to its component. */
import { defineBlock } from '../../defineBlock';
import { MortgageCalculatorBlock } from './MortgageCalculatorBlock';
import { mortgageCalculatorBlockSchema } from './schema';

export const mortgageCalculatorBlock = defineBlock(mortgageCalculatorBlockSchema, MortgageCalculatorBlock);
