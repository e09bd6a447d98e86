/**
 * ColorControl: a hex colour field (react-aria ColorField, commits on Enter or blur) with a swatch
 * button that opens a ColorPicker (saturation/brightness area + hue slider). Values are CSS hex
 * strings (`#1f4fd1`); clearing the field gives `undefined`.
 */
import type { ReactNode } from 'react';
import {
  Button,
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  Dialog,
  DialogTrigger,
  FieldError,
  Input,
  Label,
  Popover,
  SliderTrack,
  Text,
  parseColor,
} from 'react-aria-components';
import { useForm, useIssues } from '../FormContext';
import { formText } from '../messages';
import type { FieldPath } from '../path';
import styles from '../forms.module.css';

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
      <DialogTrigger>
        <Button
          className={styles.iconButton}
          isDisabled={disabled}
          aria-label={`${labelText}: ${formText(uiLocale, 'editor.forms.color.swatch', { value: parsed ?? '—' })}`}
        >
          <ColorSwatch color={parsed ?? '#ffffff'} className={styles.swatch} />
        </Button>
        <Popover className={styles.popover}>
          <Dialog className={styles.colorDialog} aria-label={labelText}>
            <ColorPicker value={parsed ?? '#000000'} onChange={(color) => commit(color.toString('hex'))}>
              <ColorArea colorSpace="hsb" xChannel="saturation" yChannel="brightness" className={styles.colorArea}>
                <ColorThumb className={styles.colorThumb} />
              </ColorArea>
              <ColorSlider colorSpace="hsb" channel="hue" className={styles.colorSlider}>
                <SliderTrack className={styles.sliderTrack}>
                  <ColorThumb className={`${styles.colorThumb} ${styles.sliderThumb}`} />
                </SliderTrack>
              </ColorSlider>
            </ColorPicker>
          </Dialog>
        </Popover>
      </DialogTrigger>
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
