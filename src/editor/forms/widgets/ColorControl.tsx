/**
 * ColorControl: a hex colour field (react-aria ColorField, commits on Enter or blur) with a swatch
 * button that opens a ColorPicker (saturation/brightness area + hue slider). Values are CSS hex
 * strings (`#1f4fd1`); clearing the field gives `undefined`.
 */
import type { ReactNode } from 'react';
import { ColorField, ColorPicker, FieldError, Input, Label, Text, parseColor } from 'react-aria-components';
import { useForm, useIssues } from '../FormContext';
import { formText } from '../messages';
import type { FieldPath } from '../path';
import styles from '../forms.module.css';
import { ColorPickerPopover, type ColorPickerPopoverClasses } from './ColorPickerPopover';

const POPOVER_CLASSES: ColorPickerPopoverClasses = {
  button: styles.iconButton,
  swatch: styles.swatch,
  popover: styles.popover,
  dialog: styles.colorDialog,
  area: styles.colorArea,
  thumb: styles.colorThumb,
  slider: styles.colorSlider,
  track: styles.sliderTrack,
  sliderThumb: styles.sliderThumb,
};

export interface ColorControlProps {
  path: FieldPath;
  label: ReactNode;
  /** Accessible name of the swatch button's colour (plain text). */
  labelText: string;
  value: string | undefined;
  onChange(next: string | undefined): void;
  help?: string;
}

function safeColor(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return parseColor(value).toString('hex');
  } catch {
    return null;
  }
}

/** A labelled colour field with a picker popover. */
export function ColorControl({ path, label, labelText, value, onChange, help }: ColorControlProps) {
  const { disabled, uiLocale } = useForm();
  const messages = useIssues(path);
  const parsed = safeColor(value);
  const commit = (hex: string) => onChange(hex.toLowerCase());
  return (
    <div className={styles.colorRow}>
      <ColorPicker value={parsed ?? '#000000'} onChange={(color) => commit(color.toString('hex'))}>
        <ColorPickerPopover
          buttonLabel={`${labelText}: ${formText(uiLocale, 'editor.forms.color.swatch', { value: parsed ?? '—' })}`}
          dialogLabel={labelText}
          swatchColor={parsed ?? '#ffffff'}
          isDisabled={disabled}
          classes={POPOVER_CLASSES}
        />
      </ColorPicker>
      <ColorField
        className={styles.field}
        style={{ flex: 1 }}
        value={parsed}
        onChange={(color) => (color ? commit(color.toString('hex')) : onChange(undefined))}
        isDisabled={disabled}
        isInvalid={messages.length > 0}
      >
        <Label className={styles.label}>{label}</Label>
        <Input className={styles.input} />
        {help ? (
          <Text slot="description" className={styles.help}>
            {help}
          </Text>
        ) : null}
        <FieldError className={styles.error}>{messages.join(' ')}</FieldError>
      </ColorField>
    </div>
  );
}
