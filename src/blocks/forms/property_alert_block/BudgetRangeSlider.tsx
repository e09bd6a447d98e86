/**
 * Alert step 3: the budget range (spec 001 §2 "budget range slider", §4 "no choice defaults the
 * budget to min 0, max infinite", §9 price steps). A react-aria `Slider` with two thumbs moving
 * over the indexes of {@link BUDGET_STEPS}: ←/→ move one step, Page Up/Down jump, Home/End reach
 * the ends. Each thumb reads its amount (`aria-valuetext` "$350,000", the top "No maximum").
 */
import { useContext, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Label, Slider, SliderOutput, SliderStateContext, SliderThumb, SliderTrack } from 'react-aria-components';
import { formatMoney } from '../../../lib/money';
import { useLocale } from '../../runtime/AppContext';
import { useFieldStatus } from '../_parts/multistep/fieldState';
import { BUDGET_STEPS, BUDGET_TOP, type BudgetRange } from './budgetSteps';
import fields from '../_parts/multistep/fields.module.css';
import styles from './BudgetRangeSlider.module.css';

export interface BudgetRangeSliderProps {
  value: BudgetRange;
  onChange(value: BudgetRange): void;
}

/** Visible text of one step: the amount, or "No maximum" / "No minimum" at the ends. */
function useStepLabel() {
  const intl = useIntl();
  const locale = useLocale();
  return (index: number, thumb: 'min' | 'max') => {
    if (thumb === 'max' && index >= BUDGET_TOP) return intl.formatMessage({ id: 'property-alert.budget.no-max' });
    return formatMoney(BUDGET_STEPS[index] ?? 0, locale, { tag: true });
  };
}

export function BudgetRangeSlider({ value, onChange }: BudgetRangeSliderProps) {
  const intl = useIntl();
  const label = useStepLabel();
  const { isDisabled } = useFieldStatus('budget_max');
  return (
    <Slider
      className={styles.slider}
      data-field="budget_max"
      value={[...value]}
      onChange={(next) => Array.isArray(next) && onChange([next[0]!, next[1]!])}
      minValue={0}
      maxValue={BUDGET_TOP}
      step={1}
      isDisabled={isDisabled}
    >
      <div className={styles.header}>
        <Label className={fields.label}>{intl.formatMessage({ id: 'property-alert.fields.budget' })}</Label>
        <SliderOutput className={styles.output}>
          {({ state }) => `${label(state.getThumbValue(0), 'min')} – ${label(state.getThumbValue(1), 'max')}`}
        </SliderOutput>
      </div>
      <AmountLabels label={label}>
        <SliderTrack className={styles.track}>
          {({ state }) => (
            <>
              <div className={styles.rail} />
              <div
                className={styles.fill}
                style={{ left: `${state.getThumbPercent(0) * 100}%`, width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%` }}
              />
              <SliderThumb index={0} className={styles.thumb} aria-label={intl.formatMessage({ id: 'property-alert.budget.min' })} />
              <SliderThumb index={1} className={styles.thumb} aria-label={intl.formatMessage({ id: 'property-alert.budget.max' })} />
            </>
          )}
        </SliderTrack>
      </AmountLabels>
      <div className={styles.scale} aria-hidden="true">
        <span>{label(0, 'min')}</span>
        <span>{intl.formatMessage({ id: 'property-alert.budget.no-max' })}</span>
      </div>
      <p className={fields.hint}>{intl.formatMessage({ id: 'property-alert.budget.hint' })}</p>
    </Slider>
  );
}

/**
 * Gives the slider state amount labels, so each thumb's `aria-valuetext` reads the price instead of
 * the step index. react-aria keys its thumb data on the state object itself, so the label function
 * is replaced on that object (re-created on every render of the slider) rather than on a copy.
 */
function AmountLabels({ label, children }: { label: (index: number, thumb: 'min' | 'max') => string; children: ReactNode }) {
  const state = useContext(SliderStateContext);
  if (state) state.getThumbValueLabel = (index: number) => label(state.getThumbValue(index), index === 0 ? 'min' : 'max');
  return <>{children}</>;
}
