/**
 * `mortgage_calculator_block` component (spec 001 §3 "Mortgage calculator"): the
 * block's title, description and optional call to action above a calm card holding the
 * {@link MortgageCalculator}. The title names the calculator form (`aria-labelledby`).
 *
 * The price starts at `initialPrice` (a listing page passes the listing's price), else the block's
 * `default_price`, else 0. The `mortgage_insurance` param turns mortgage default insurance on.
 */
import type { BlockProps } from '../../defineBlock';
import { CalculatorSection } from '../_parts/calculator/CalculatorSection';
import { MortgageCalculator } from './MortgageCalculator';
import type { mortgageCalculatorBlockFields, mortgageCalculatorBlockParams } from './schema';

export interface MortgageCalculatorBlockProps extends BlockProps<typeof mortgageCalculatorBlockFields, typeof mortgageCalculatorBlockParams> {
  /** Price to prefill, whole CAD (a listing's price); wins over `fields.default_price`. */
  initialPrice?: number;
}

export function MortgageCalculatorBlock({ fields, params, index, initialPrice }: MortgageCalculatorBlockProps) {
  return (
    <CalculatorSection fields={fields} index={index}>
      {(titleId) => (
        <MortgageCalculator
          initialPrice={initialPrice ?? fields.default_price}
          labelledBy={titleId}
          insurance={params.mortgage_insurance === true}
        />
      )}
    </CalculatorSection>
  );
}
