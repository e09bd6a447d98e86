/**
 * The theme's three border radii in px (spec 000 §9: defaults 20, 40, 120), each a react-aria
 * number field (0–400 px, whole pixels) with a small shape showing the radius.
 */
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Theme } from '../../schema/theme';
import styles from './RadiiFields.module.css';

type RadiusKey = keyof Theme['themeVariables'];
const RADII: { key: RadiusKey; n: number }[] = [
  { key: 'border-radius-1', n: 1 },
  { key: 'border-radius-2', n: 2 },
  { key: 'border-radius-3', n: 3 },
];

/** Largest radius accepted by the field (px). */
export const MAX_RADIUS_PX = 400;

export interface RadiiFieldsProps {
  values: Theme['themeVariables'];
  onChange(key: RadiusKey, px: number): void;
  disabled?: boolean;
}

/** Three radius fields. */
export function RadiiFields({ values, onChange, disabled }: RadiiFieldsProps) {
  const intl = useIntl();
  return (
    <div className={styles.radii}>
      {RADII.map(({ key, n }) => (
        <NumberField
          key={key}
          className={styles.field}
          value={values[key]}
          minValue={0}
          maxValue={MAX_RADIUS_PX}
          step={1}
          isDisabled={disabled}
          onChange={(px) => {
            if (Number.isFinite(px)) onChange(key, px);
          }}
        >
          <Label className={styles.label}>{intl.formatMessage({ id: 'editor.settings.radii.radius' }, { n })}</Label>
          <Group className={styles.group}>
            <Button slot="decrement" className={styles.step}>
              −
            </Button>
            <Input className={styles.input} />
            <Button slot="increment" className={styles.step}>
              +
            </Button>
          </Group>
          <span className={styles.shape} style={{ borderRadius: `${Math.min(values[key], 48)}px` }} aria-hidden="true" />
        </NumberField>
      ))}
    </div>
  );
}
