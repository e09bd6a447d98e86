/**
 * The searchable municipality list of the search (spec 001 §2 "municipality dropdown"): a search
 * field filtering a multi-select `ListBox` (react-aria `Autocomplete`), each city with its listing
 * count. Used inside the dropdown's popover and inside the filters overlay (hero bar below `sm`).
 *
 * Keyboard: type to filter, ↑/↓ move, Enter or Space toggles the highlighted city.
 */
import { Check, Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Autocomplete, Input, ListBox, ListBoxItem, SearchField, useFilter, type Selection } from 'react-aria-components';
import styles from './search.module.css';

import type { SearchMunicipality } from './municipalitySummary';

export type { SearchMunicipality };

export interface MunicipalityOptionsProps {
  municipalities: readonly SearchMunicipality[];
  /** Selected MUN_CODEs. */
  value: readonly string[];
  onChange(codes: string[]): void;
  /** Focus the search field when shown (inside the popover). */
  autoFocus?: boolean;
}

export function MunicipalityOptions({ municipalities, value, onChange, autoFocus }: MunicipalityOptionsProps) {
  const intl = useIntl();
  const { contains } = useFilter({ sensitivity: 'base' });
  const select = (keys: Selection) => {
    if (keys === 'all') return;
    onChange([...keys].map(String));
  };
  return (
    <div className={styles.municipalityOptions}>
      <Autocomplete filter={(text, input) => contains(text, input)}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- only when asked: the popover the visitor just opened */}
        <SearchField className={styles.municipalitySearch} aria-label={intl.formatMessage({ id: 'search.municipalities.search' })} autoFocus={autoFocus}>
          <Search className={styles.municipalitySearchIcon} aria-hidden="true" />
          <Input className={styles.municipalitySearchInput} placeholder={intl.formatMessage({ id: 'search.municipalities.search-placeholder' })} />
        </SearchField>
        <ListBox
          className={styles.municipalityList}
          aria-label={intl.formatMessage({ id: 'search.municipalities.label' })}
          selectionMode="multiple"
          // Escape closes the dropdown; it must not clear the chosen cities.
          escapeKeyBehavior="none"
          selectedKeys={new Set(value)}
          onSelectionChange={select}
          items={municipalities.map((m) => ({ id: m.MUN_CODE, name: m.DESCRIPTION, count: m.count }))}
          renderEmptyState={() => <p className={styles.municipalityEmpty}>{intl.formatMessage({ id: 'search.municipalities.none' })}</p>}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className={styles.municipalityOption}>
              {({ isSelected }) => (
                <>
                  <span className={styles.check} data-checked={isSelected || undefined} aria-hidden="true">
                    <Check />
                  </span>
                  <span className={styles.municipalityName}>{item.name}</span>
                  <span className={styles.municipalityCount}>{intl.formatNumber(item.count)}</span>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Autocomplete>
    </div>
  );
}

export { municipalitySummary } from './municipalitySummary';
