/**
 * One theme colour: a swatch button opening a react-aria colour picker (saturation /
 * brightness area, hue slider, hex field) and a hex field beside it. Both edit the same value;
 * the hex field commits on Enter or when it loses focus, invalid input reverts.
 */
import { Button, ColorField, ColorPicker, Input, Label, Text, parseColor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ColorPickerPopover, type ColorPickerPopoverClasses } from '../forms/widgets/ColorPickerPopover';
import styles from './ThemeColorField.module.css';

const POPOVER_CLASSES: ColorPickerPopoverClasses = {
  button: styles.swatchButton,
  swatch: styles.swatch,
  popover: styles.popover,
  dialog: styles.dialog,
  area: styles.area,
  thumb: styles.thumb,
  slider: styles.slider,
  track: styles.track,
  sliderLabel: styles.sliderLabel,
  field: styles.field,
  fieldLabel: styles.fieldLabel,
  input: styles.input,
};

export interface ThemeColorFieldProps {
  /** Visible label of the role (e.g. "Primary"). */
  label: string;
  /** Help text under the field. */
  description?: string;
  /** Current colour, CSS hex (`#rrggbb`). */
  value: string;
  /** Called with a lower-case `#rrggbb` value. */
  onChange(hex: string): void;
  /** True when the value differs from the preset (shows a reset button). */
  overridden?: boolean;
  /** Restores the preset's colour. */
  onReset?(): void;
  disabled?: boolean;
}

function safeColor(value: string) {
  try {
    return parseColor(value);
  } catch {
    return parseColor('#000000');
  }
}

/** A theme colour picker row. */
export function ThemeColorField({ label, description, value, onChange, overridden, onReset, disabled }: ThemeColorFieldProps) {
  const intl = useIntl();
  return (
    <ColorPicker value={safeColor(value)} onChange={(color) => onChange(color.toString('hex').toLowerCase())}>
      <div className={styles.row}>
        <ColorPickerPopover
          buttonLabel={intl.formatMessage({ id: 'editor.settings.colors.open-picker' }, { role: label })}
          dialogLabel={intl.formatMessage({ id: 'editor.settings.colors.picker-title' }, { role: label })}
          hueLabel={intl.formatMessage({ id: 'editor.settings.colors.hue' })}
          hexLabel={intl.formatMessage({ id: 'editor.settings.colors.hex' })}
          placement="bottom start"
          isDisabled={disabled}
          classes={POPOVER_CLASSES}
        />
        <ColorField className={styles.field} isDisabled={disabled}>
          <Label className={styles.fieldLabel}>{label}</Label>
          <Input className={styles.input} />
          {description ? (
            <Text slot="description" className={styles.description}>
              {description}
            </Text>
          ) : null}
        </ColorField>
        {overridden && onReset && !disabled ? (
          <Button className={styles.reset} onPress={onReset} aria-label={intl.formatMessage({ id: 'editor.settings.colors.reset-role' }, { role: label })}>
            {intl.formatMessage({ id: 'editor.settings.colors.reset' })}
          </Button>
        ) : null}
      </div>
    </ColorPicker>
  );
}
