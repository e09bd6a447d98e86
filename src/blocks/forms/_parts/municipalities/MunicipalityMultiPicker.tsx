/**
 * Alert step 1: several municipalities (spec 001 §2 "multi-select, searchable, grouped under an
 * all-cities group"; §5 required). react-aria `Autocomplete` (a search field filtering a
 * `ListBox` with `selectionMode="multiple"`, one section "All cities") and the chosen ones as
 * removable tags (`TagGroup`).
 *
 * Keyboard: type to filter, ↑/↓ move through the list, Enter toggles the highlighted city (it never
 * submits the form); Tab reaches the tags, where ←/→ move and Delete/Backspace remove one.
 */
import { Check, Search, X } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  Autocomplete,
  Button,
  Collection,
  FieldError,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  SearchField,
  Tag,
  TagGroup,
  TagList,
  useFilter,
  type Selection,
} from 'react-aria-components';
import type { MunicipalityEntry } from '../../../../api/contentApi';
import { FieldLabel } from '../multistep/FieldLabel';
import { useFieldStatus } from '../multistep/fieldState';
import type { MunicipalityChoice } from './municipalityChoice';
import fields from '../multistep/fields.module.css';
import styles from './municipalities.module.css';

export interface MunicipalityMultiPickerProps {
  /** Wire field name (`municipality`). */
  name: string;
  label: string;
  municipalities: readonly MunicipalityEntry[];
  value: readonly MunicipalityChoice[];
  onChange(value: MunicipalityChoice[]): void;
}

export function MunicipalityMultiPicker({ name, label, municipalities, value, onChange }: MunicipalityMultiPickerProps) {
  const intl = useIntl();
  const id = useId();
  const { contains } = useFilter({ sensitivity: 'base' });
  const { error, isInvalid, isDisabled } = useFieldStatus(name);
  const selectedKeys = new Set(value.map((choice) => choice.code));

  const select = (keys: Selection) => {
    if (keys === 'all') return;
    const byCode = new Map(municipalities.map((m) => [m.MUN_CODE, m]));
    // Keep the visitor's order: earlier choices first, new ones appended.
    const kept = value.filter((choice) => keys.has(choice.code));
    const added = [...keys]
      .map(String)
      .filter((code) => !selectedKeys.has(code))
      .map((code) => byCode.get(code))
      .filter((m): m is MunicipalityEntry => m !== undefined)
      .map((m) => ({ code: m.MUN_CODE, name: m.DESCRIPTION }));
    onChange([...kept, ...added]);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- handles keys bubbling from the controls inside it
    <div
      className={`${fields.field} ${fields.wide}`}
      data-field={name}
      role="group"
      aria-labelledby={`${id}-label`}
      onKeyDown={(event) => {
        // Enter picks the highlighted city (handled by the search field first); it must not submit the form.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
      }}
    >
      <span id={`${id}-label`}>
        <FieldLabel as="span" text={label} required />
      </span>
      {value.length > 0 ? (
        <TagGroup
          className={styles.tags}
          aria-label={intl.formatMessage({ id: 'lead-form.municipalities.selected' }, { count: value.length })}
          onRemove={(keys) => !isDisabled && onChange(value.filter((choice) => !keys.has(choice.code)))}
        >
          <TagList className={styles.tagList} items={value.map((choice) => ({ id: choice.code, name: choice.name }))}>
            {(item) => (
              <Tag id={item.id} textValue={item.name} className={styles.tag} isDisabled={isDisabled}>
                {item.name}
                <Button slot="remove" className={styles.tagRemove} aria-label={intl.formatMessage({ id: 'lead-form.municipalities.remove' }, { name: item.name })}>
                  <X aria-hidden="true" />
                </Button>
              </Tag>
            )}
          </TagList>
        </TagGroup>
      ) : null}
      <Autocomplete filter={(text, input) => contains(text, input)}>
        <SearchField
          className={styles.search}
          aria-label={intl.formatMessage({ id: 'lead-form.municipalities.search' })}
          aria-describedby={`${id}-label`}
          isInvalid={isInvalid}
          isDisabled={isDisabled}
          validationBehavior="aria"
        >
          <Search className={styles.searchIcon} aria-hidden="true" />
          <Input className={`${fields.input} ${styles.searchInput}`} placeholder={intl.formatMessage({ id: 'lead-form.municipalities.search-placeholder' })} />
          <FieldError className={fields.error}>{error}</FieldError>
        </SearchField>
        <div className={styles.listFrame} data-invalid={isInvalid || undefined}>
          <ListBox
            className={styles.listBox}
            aria-label={label}
            selectionMode="multiple"
            selectedKeys={selectedKeys}
            onSelectionChange={select}
            disabledKeys={isDisabled ? municipalities.map((m) => m.MUN_CODE) : undefined}
            renderEmptyState={() => <p className={styles.empty}>{intl.formatMessage({ id: 'lead-form.municipalities.none' })}</p>}
          >
            <ListBoxSection className={styles.section}>
              <Header className={styles.sectionHeader}>{intl.formatMessage({ id: 'lead-form.municipalities.all' })}</Header>
              <Collection items={municipalities.map((m) => ({ id: m.MUN_CODE, name: m.DESCRIPTION }))}>
                {(item) => (
                  <ListBoxItem id={item.id} textValue={item.name} className={styles.option}>
                    {({ isSelected }) => (
                      <>
                        <span className={styles.check} data-checked={isSelected || undefined} aria-hidden="true">
                          <Check />
                        </span>
                        {item.name}
                      </>
                    )}
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          </ListBox>
        </div>
      </Autocomplete>
    </div>
  );
}
