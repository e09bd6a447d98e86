/**
 * SelectControl: a react-aria Select of fixed choices (enum / union of literals) bound to a form
 * path. Optional fields get a "None" choice that clears the value (`undefined`). A choice's text:
 * `optionText`, else the form's `optionLabel` (the editor's messages), else the dictionary of
 * fieldLabels.ts.
 */
import type { ReactNode } from 'react';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import { optionLabel } from '../fieldLabels';
import { useForm, useIssues } from '../FormContext';
import { formText } from '../messages';
import type { FieldPath } from '../path';
import styles from '../forms.module.css';

type Choice = string | number | boolean;

export interface SelectControlProps {
  path: FieldPath;
  label: ReactNode;
  value: Choice | undefined;
  options: readonly Choice[];
  onChange(next: Choice | undefined): void;
  /** Adds a "None" choice. */
  allowEmpty?: boolean;
  help?: string;
  /** Custom visible text (and preview) of a choice. */
  renderOption?(choice: Choice): ReactNode;
  /** Custom text of a choice for typeahead and screen readers. */
  optionText?(choice: Choice): string;
}

const NONE = '\u0000none';

/** A labelled dropdown of choices (keyboard: Enter/Space/Arrow keys open it, typeahead selects). */
export function SelectControl({
  path,
  label,
  value,
  options,
  onChange,
  allowEmpty,
  help,
  renderOption,
  optionText,
}: SelectControlProps) {
  const { disabled, uiLocale, optionLabel: fromMessages } = useForm();
  const messages = useIssues(path);
  const text = optionText ?? ((choice: Choice) => fromMessages?.(path, choice) ?? optionLabel(choice, uiLocale));
  const items = [
    ...(allowEmpty
      ? [
          {
            id: NONE,
            choice: undefined as Choice | undefined,
            text: formText(uiLocale, 'editor.forms.none'),
          },
        ]
      : []),
    ...options.map((choice) => ({
      id: String(choice),
      choice: choice as Choice | undefined,
      text: text(choice),
    })),
  ];
  const selectedKey = value === undefined ? (allowEmpty ? NONE : null) : String(value);
  return (
    <Select
      className={styles.field}
      selectedKey={selectedKey}
      onSelectionChange={(key) => {
        const item = items.find((entry) => entry.id === key);
        if (item) onChange(item.choice);
      }}
      isDisabled={disabled}
      isInvalid={messages.length > 0}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {help ? (
        <Text slot="description" className={styles.help}>
          {help}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{messages.join(' ')}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.text} className={styles.option}>
              {item.choice !== undefined && renderOption ? renderOption(item.choice) : item.text}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
