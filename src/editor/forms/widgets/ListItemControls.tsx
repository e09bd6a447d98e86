/** ListItemControls: move up, move down and remove buttons of one list entry (labelled per entry). */
import { Button } from 'react-aria-components';
import { useForm } from '../FormContext';
import { formText } from '../messages';
import styles from '../forms.module.css';

export interface ListItemControlsProps {
  /** 0-based position. */
  index: number;
  count: number;
  onMove(to: number): void;
  onRemove(): void;
}

/** The three per-entry buttons (keyboard operable; focus stays on the moved entry's button). */
export function ListItemControls({ index, count, onMove, onRemove }: ListItemControlsProps) {
  const { uiLocale, disabled } = useForm();
  const n = index + 1;
  return (
    <>
      <Button
        className={styles.iconButton}
        isDisabled={disabled || index === 0}
        aria-label={formText(uiLocale, 'editor.forms.move-up', { n })}
        onPress={() => onMove(index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </Button>
      <Button
        className={styles.iconButton}
        isDisabled={disabled || index === count - 1}
        aria-label={formText(uiLocale, 'editor.forms.move-down', { n })}
        onPress={() => onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </Button>
      <Button
        className={styles.iconButton}
        isDisabled={disabled}
        aria-label={formText(uiLocale, 'editor.forms.remove-item', { n })}
        onPress={onRemove}
      >
        <span aria-hidden="true">✕</span>
      </Button>
    </>
  );
}
