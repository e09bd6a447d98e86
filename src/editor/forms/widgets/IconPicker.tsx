/**
 * IconPicker: chooses an icon name among those `src/blocks/ui/Icon.tsx` can draw (`ICONS`), each
 * choice shown with its glyph, plus a preview of the current icon.
 */
import { useMemo, useRef, type ReactNode } from 'react';
import { Icon, ICONS } from '../../../blocks/ui/Icon';
import { useForm } from '../FormContext';
import { formText } from '../messages';
import { pathKey, type FieldPath } from '../path';
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

/** A choice's visible text: its name. */
const iconText = (choice: string | number | boolean) => String(choice);

/** A choice drawn with its glyph (a value no icon has: its name only). */
const iconOption = (choice: string | number | boolean) => (
  <>
    {ICON_NAMES.includes(String(choice)) ? <Icon value={String(choice)} size={18} /> : null}
    <span>{String(choice)}</span>
  </>
);

/**
 * An icon dropdown with glyph previews. The dropdown (every icon with its glyph, in the list and in
 * the hidden native select) is drawn again only when its own props change: the fields around it
 * re-render at each keystroke typed in them, and redrawing the icon list was a third of a keystroke
 * in a link's form.
 */
export function IconPicker({ path, label, value, onChange, allowEmpty, weight, color }: IconPickerProps) {
  const { uiLocale } = useForm();
  const known = value ? ICON_NAMES.includes(value.trim().toLowerCase()) : true;
  // The latest handler: the parent's closes over the value it had when it rendered.
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const key = pathKey(path);
  const dropdown = useMemo(
    () => (
      <SelectControl
        path={path}
        label={label}
        value={value}
        options={value && !known ? [value, ...ICON_NAMES] : ICON_NAMES}
        allowEmpty={allowEmpty}
        optionText={iconText}
        renderOption={iconOption}
        onChange={(next) => latestOnChange.current(next === undefined ? undefined : String(next))}
      />
    ),
    // `path` is a new array at each render of the parent: its key says whether it changed
    // (`known` follows from `value`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, label, value, allowEmpty],
  );
  return (
    <div className={styles.colorRow}>
      <span className={styles.iconPreview} data-testid="icon-preview">
        {value && known ? (
          <Icon value={{ type: value, color, font_weight: weight as never }} size={22} />
        ) : value ? (
          <span className={styles.help}>{formText(uiLocale, 'editor.forms.icon.unknown')}</span>
        ) : null}
      </span>
      <div style={{ flex: 1 }}>{dropdown}</div>
    </div>
  );
}
