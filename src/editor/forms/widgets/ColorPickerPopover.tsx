/**
 * ColorPickerPopover: the react-aria colour-picker popover shared by the schema form's colour
 * field (ColorControl) and the general settings' theme colours (ThemeColorField): a
 * swatch button that opens a dialog with a saturation/brightness area, a hue slider and, when
 * `hexLabel` is given, a hex field.
 *
 * It must sit inside a react-aria `ColorPicker`, which holds the value and receives every change;
 * the swatch shows that value unless `swatchColor` says otherwise.
 */
import { Button, ColorArea, ColorField, ColorSlider, ColorSwatch, ColorThumb, Dialog, DialogTrigger, Input, Label, Popover, SliderTrack, type PopoverProps } from 'react-aria-components';

/** CSS-module classes of the popover's parts (each caller keeps its own look). */
export interface ColorPickerPopoverClasses {
  button: string;
  swatch: string;
  popover: string;
  dialog: string;
  area: string;
  thumb: string;
  slider: string;
  track: string;
  /** Extra class of the hue slider's thumb. */
  sliderThumb?: string;
  /** Visible label of the hue slider (when `hueLabel` is given). */
  sliderLabel?: string;
  /** Hex field, its label and input (when `hexLabel` is given). */
  field?: string;
  fieldLabel?: string;
  input?: string;
}

export interface ColorPickerPopoverProps {
  /** Accessible name of the swatch button (plain text). */
  buttonLabel: string;
  /** Accessible name of the picker dialog. */
  dialogLabel: string;
  /** Colour the swatch shows (CSS colour); default: the enclosing ColorPicker's value. */
  swatchColor?: string;
  /** Visible label of the hue slider; none when omitted. */
  hueLabel?: string;
  /** Visible label of a hex field inside the popover; no field when omitted. */
  hexLabel?: string;
  placement?: PopoverProps['placement'];
  isDisabled?: boolean;
  classes: ColorPickerPopoverClasses;
}

/** A swatch button and its colour-picker popover (inside a react-aria ColorPicker). */
export function ColorPickerPopover({ buttonLabel, dialogLabel, swatchColor, hueLabel, hexLabel, placement, isDisabled, classes }: ColorPickerPopoverProps) {
  return (
    <DialogTrigger>
      <Button className={classes.button} isDisabled={isDisabled} aria-label={buttonLabel}>
        <ColorSwatch color={swatchColor} className={classes.swatch} />
      </Button>
      <Popover placement={placement} className={classes.popover}>
        <Dialog className={classes.dialog} aria-label={dialogLabel}>
          <ColorArea colorSpace="hsb" xChannel="saturation" yChannel="brightness" className={classes.area}>
            <ColorThumb className={classes.thumb} />
          </ColorArea>
          <ColorSlider colorSpace="hsb" channel="hue" className={classes.slider}>
            {hueLabel ? <Label className={classes.sliderLabel}>{hueLabel}</Label> : null}
            <SliderTrack className={classes.track}>
              <ColorThumb className={classes.sliderThumb ? `${classes.thumb} ${classes.sliderThumb}` : classes.thumb} />
            </SliderTrack>
          </ColorSlider>
          {hexLabel ? (
            <ColorField className={classes.field}>
              <Label className={classes.fieldLabel}>{hexLabel}</Label>
              <Input className={classes.input} />
            </ColorField>
          ) : null}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
