/** IconField: the `icon` content type (spec 000 §3 "icon"): name with preview, weight and colour. */
import type { ReactNode } from 'react';
import { useForm } from '../FormContext';
import { formText } from '../messages';
import type { FieldPath } from '../path';
import { ColorControl } from './ColorControl';
import { FieldShell } from './FieldShell';
import { IconPicker } from './IconPicker';
import { SelectControl } from './SelectControl';
import styles from '../forms.module.css';

interface IconValue {
  type?: string;
  color?: string;
  font_weight?: string;
}

export const WEIGHTS = ['light', 'regular', 'bold', 'solid'] as const;

export interface IconFieldProps {
  path: FieldPath;
  label: string;
  help?: string;
  value: IconValue | undefined;
  actions?: ReactNode;
}

/** The icon editor. */
export function IconField({ path, label, help, value, actions }: IconFieldProps) {
  const { setAt, uiLocale } = useForm();
  return (
    <FieldShell path={path} label={label} help={help} actions={actions} boxed>
      <IconPicker
        path={[...path, 'type']}
        label={formText(uiLocale, 'editor.forms.icon.name')}
        value={value?.type}
        weight={value?.font_weight}
        color={value?.color}
        onChange={(next) => setAt([...path, 'type'], next ?? '')}
      />
      <div className={styles.row}>
        <SelectControl
          path={[...path, 'font_weight']}
          label={formText(uiLocale, 'editor.forms.icon.weight')}
          value={value?.font_weight ?? 'regular'}
          options={WEIGHTS}
          onChange={(next) => setAt([...path, 'font_weight'], next)}
        />
        <ColorControl
          path={[...path, 'color']}
          label={formText(uiLocale, 'editor.forms.icon.color')}
          labelText={formText(uiLocale, 'editor.forms.icon.color')}
          value={value?.color}
          onChange={(next) => setAt([...path, 'color'], next)}
        />
      </div>
    </FieldShell>
  );
}
