/**
 * The municipality of a manual listing: a react-aria combo box (type to filter, ↓ opens the list,
 * ↑/↓ move, Enter picks, Escape closes) over the municipalities Vitrine knows, its error beside it.
 * The typed text goes back to the chosen municipality when the field loses focus.
 */
import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text, useFilter } from 'react-aria-components';
import type { ListingMunicipality } from '../../api/cmsFeedApi';
import styles from './listings.module.css';

export interface MunicipalityFieldProps {
  label: string;
  hint: string;
  municipalities: readonly ListingMunicipality[];
  /** The chosen municipality code ('' for none). */
  value: string;
  onChange(code: string): void;
  error?: string;
  isDisabled?: boolean;
}

/** See the module docstring. */
export function MunicipalityField({ label, hint, municipalities, value, onChange, error, isDisabled }: MunicipalityFieldProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const nameOf = (code: string) => municipalities.find((municipality) => municipality.code === code)?.name ?? '';
  const [inputValue, setInputValue] = useState(nameOf(value));
  // A choice made elsewhere (a listing loaded, another version taken) shows its name.
  const [shownCode, setShownCode] = useState(value);
  const [shownCount, setShownCount] = useState(municipalities.length);
  if (value !== shownCode || municipalities.length !== shownCount) {
    setShownCode(value);
    setShownCount(municipalities.length);
    setInputValue(nameOf(value));
  }
  return (
    <ComboBox
      className={styles.field}
      defaultItems={municipalities.map((municipality) => ({ id: municipality.code, name: municipality.name }))}
      defaultFilter={contains}
      selectedKey={value || null}
      inputValue={inputValue}
      onInputChange={setInputValue}
      onSelectionChange={(key) => {
        if (key === null || key === value) return;
        setInputValue(nameOf(String(key)));
        onChange(String(key));
      }}
      onBlur={() => setInputValue(nameOf(value))}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      menuTrigger="input"
      data-field="municipality_code"
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.comboInput}>
        <Input className={styles.input} aria-invalid={error ? true : undefined} />
        <Button className={styles.comboButton}>
          <ChevronDown size={18} aria-hidden="true" />
        </Button>
      </div>
      <Text slot="description" className={styles.hint}>
        {hint}
      </Text>
      {error ? (
        <Text slot="errorMessage" className={styles.fieldError}>
          {error}
        </Text>
      ) : null}
      <Popover className={styles.comboPopover}>
        <ListBox className={styles.comboList}>
          {(item: { id: string; name: string }) => (
            <ListBoxItem id={item.id} textValue={item.name} className={styles.comboOption}>
              {({ isSelected }) => (
                <>
                  <span>{item.name}</span>
                  {isSelected ? <Check size={16} aria-hidden="true" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
