/**
 * IconPicker: chooses an icon name among those `src/blocks/ui/Icon.tsx` can draw (`ICONS`), each
 * choice shown with its glyph, plus a preview of the current icon.
 */
import type { ReactNode } from 'react';
import { Icon, ICONS } from '../../../blocks/ui/Icon';
import { useForm } from '../FormContext';
import { formText } from '../messages';
import type { FieldPath } from '../path';
import { SelectControl } from './SelectControl';
import styles from '../forms.module.css';

/** Every icon name, sorted. */
export const ICON_NAMES = Object.keys(ICONS).sort();

export interface IconPickerProps {
  path: FieldPath;
  label: ReactNode;
  value: string | undefined;
  onChange(next: string | undefined): void;
  /** Adds a "None" choice (optional icons). */
  allowEmpty?: boolean;
  weight?: string;
  color?: string;
}

/** An icon dropdown with glyph previews. */
export function IconPicker({ path, label, value, onChange, allowEmpty, weight, color }: IconPickerProps) {
  const { uiLocale } = useForm();
  const known = value ? ICON_NAMES.includes(value.trim().toLowerCase()) : true;
  const options = value && !known ? [value, ...ICON_NAMES] : ICON_NAMES;
  return (
    <div className={styles.colorRow}>
      <span className={styles.iconPreview} data-testid="icon-preview">
        {value && known ? (
          <Icon value={{ type: value, color, font_weight: weight as never }} size={22} />
        ) : value ? (
          <span className={styles.help}>{formText(uiLocale, 'editor.forms.icon.unknown')}</span>
        ) : null}
      </span>
      <div style={{ flex: 1 }}>
        <SelectControl
          path={path}
          label={label}
          value={value}
          options={options}
          allowEmpty={allowEmpty}
          optionText={(choice) => String(choice)}
          renderOption={(choice) => (
            <>
              {ICON_NAMES.includes(String(choice)) ? <Icon value={String(choice)} size={18} /> : null}
              <span>{String(choice)}</span>
            </>
          )}
          onChange={(next) => onChange(next === undefined ? undefined : String(next))}
        />
      </div>
    </div>
  );
}
