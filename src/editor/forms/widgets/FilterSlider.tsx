/** FilterSlider: one labelled react-aria Slider (image filters) with its numeric output. */
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { useForm } from '../FormContext';
import styles from '../forms.module.css';

export interface FilterSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange(next: number): void;
}

/** A slider operable with arrow keys, Home/End and the pointer. */
export function FilterSlider({ label, value, min, max, step, onChange }: FilterSliderProps) {
  const { disabled } = useForm();
  return (
    <Slider
      className={styles.filterSlider}
      value={value}
      minValue={min}
      maxValue={max}
      step={step}
      onChange={(next) => onChange(Array.isArray(next) ? next[0] : next)}
      isDisabled={disabled}
    >
      <Label className={styles.label}>{label}</Label>
      <SliderOutput className={styles.help} />
      <SliderTrack className={styles.sliderTrack}>
        <SliderThumb className={styles.sliderThumb} />
      </SliderTrack>
    </Slider>
  );
}
