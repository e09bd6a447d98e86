/**
 * Valuation step 1: one municipality (spec 001 §2 "single select"; §5 required). A react-aria
 * `ComboBox`: type to filter, ↓ opens the list, ↑/↓ move, Enter picks, Escape closes. Required
 * errors mark the field (spec 001 §5 "Required errors also mark dropdowns").
 *
 * The typed text is held here, not in react-aria: its list closes whenever the page scrolls
 * (a phone's keyboard opening, an image loading above) and would then wipe what the visitor had
 * typed. The text goes back to the chosen municipality only when the field loses focus.
 */
import { useState } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, ComboBox, FieldError, Input, ListBox, ListBoxItem, Popover, useFilter } from 'react-aria-components';
import type { MunicipalityEntry } from '../../../../api/contentApi';
import { FieldLabel } from '../multistep/FieldLabel';
import { useFieldStatus } from '../multistep/fieldState';
import type { MunicipalityChoice } from './municipalityChoice';
import fields from '../multistep/fields.module.css';
import styles from './municipalities.module.css';

export interface MunicipalityComboBoxProps {
  name: string;
  label: string;
  municipalities: readonly MunicipalityEntry[];
  value: MunicipalityChoice | null;
  onChange(value: MunicipalityChoice | null): void;
}

export function MunicipalityComboBox({ name, label, municipalities, value, onChange }: MunicipalityComboBoxProps) {
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });
  const { error, isInvalid, isDisabled } = useFieldStatus(name);
  const items = municipalities.map((m) => ({ id: m.MUN_CODE, name: m.DESCRIPTION }));
  const [inputValue, setInputValue] = useState(value?.name ?? '');
  // A choice made elsewhere (a restored draft, a reset) shows its name.
  const [shownCode, setShownCode] = useState(value?.code ?? null);
  if ((value?.code ?? null) !== shownCode) {
    setShownCode(value?.code ?? null);
    setInputValue(value?.name ?? '');
  }
  return (
    <ComboBox
      className={`${fields.field} ${styles.combo}`}
      data-field={name}
      defaultItems={items}
      defaultFilter={contains}
      selectedKey={value?.code ?? null}
      inputValue={inputValue}
      onInputChange={setInputValue}
      onSelectionChange={(key) => {
        // Called again with the same key when the list merely closes: the text stays as typed.
        if (key === (value?.code ?? null)) return;
        const item = items.find((i) => i.id === key);
        if (item) setInputValue(item.name);
        onChange(item ? { code: item.id, name: item.name } : null);
      }}
      onBlur={() => setInputValue(value?.name ?? '')}
      isRequired
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FieldLabel text={label} required />
      <div className={fields.inputWrap}>
        <Input className={`${fields.input} ${styles.comboInput}`} placeholder={intl.formatMessage({ id: 'lead-form.municipalities.search-placeholder' })} />
        <Button className={styles.comboButton} aria-label={intl.formatMessage({ id: 'lead-form.municipalities.show' })}>
          <ChevronDown aria-hidden="true" />
        </Button>
      </div>
      <FieldError className={fields.error}>{error}</FieldError>
      <Popover className={`${fields.popover} ${styles.comboPopover}`}>
        <ListBox className={fields.listBox} renderEmptyState={() => <p className={styles.empty}>{intl.formatMessage({ id: 'lead-form.municipalities.none' })}</p>}>
          {(item: { id: string; name: string }) => (
            <ListBoxItem id={item.id} textValue={item.name} className={fields.option}>
              {({ isSelected }) => (
                <>
                  {item.name}
                  {isSelected ? <Check aria-hidden="true" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
