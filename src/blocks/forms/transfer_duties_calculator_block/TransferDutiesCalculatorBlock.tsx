/**
 * `transfer_duties_calculator_block` component: the block's title, description and optional call to
 * action above a calm card holding the {@link TransferDutiesCalculator}, named by the title.
 */
import type { BlockProps } from '../../defineBlock';
import { CalculatorSection } from '../_parts/calculator/CalculatorSection';
import { TransferDutiesCalculator } from './TransferDutiesCalculator';
import type { transferDutiesCalculatorBlockFields, transferDutiesCalculatorBlockParams } from './schema';

export type TransferDutiesCalculatorBlockProps = BlockProps<typeof transferDutiesCalculatorBlockFields, typeof transferDutiesCalculatorBlockParams>;

export function TransferDutiesCalculatorBlock({ fields, params, index }: TransferDutiesCalculatorBlockProps) {
  return (
    <CalculatorSection fields={fields} index={index}>
      {(titleId) => (
        <TransferDutiesCalculator initialPrice={fields.default_price} initialMunicipality={params.default_municipality} labelledBy={titleId} />
      )}
    </CalculatorSection>
  );
}
