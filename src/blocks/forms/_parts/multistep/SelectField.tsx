/**
 * A required single choice from a short list in a popover (react-aria `Select`: Enter/Space or
 * arrows open it, arrows move, Enter picks, typing jumps). Valuation step 2 property type.
 * Required errors also mark the dropdown (spec 001 §5 "Required errors also mark dropdowns").
 */
import { Check, ChevronDown } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, FieldError, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { FieldLabel } from './FieldLabel';
import { useFieldStatus } from './fieldState';
import styles from './fields.module.css';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange(value: string): void;
  required?: boolean;
}

export function SelectField(props: SelectFieldProps) {
  const intl = useIntl();
  const { error, isInvalid, isDisabled } = useFieldStatus(props.name);
  return (
    <Select
      className={styles.field}
      data-field={props.name}
      name={props.name}
      selectedKey={props.value}
      onSelectionChange={(key) => key !== null && props.onChange(String(key))}
      isRequired={props.required}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
      placeholder={intl.formatMessage({ id: 'lead-form.select-placeholder' })}
    >
      <FieldLabel text={props.label} required={props.required} />
      <Button className={`${styles.input} ${styles.selectButton}`} data-invalid={isInvalid || undefined}>
        <SelectValue>{({ isPlaceholder, defaultChildren }) => (isPlaceholder ? <span className={styles.placeholder}>{defaultChildren}</span> : defaultChildren)}</SelectValue>
        <ChevronDown aria-hidden="true" />
      </Button>
      <FieldError className={styles.error}>{error}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {props.options.map((option) => (
            <ListBoxItem key={option.value} id={option.value} textValue={option.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected ? <Check aria-hidden="true" /> : null}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
