/**
 * Municipality dropdown of the filter bar and the hero bar (spec 001 §2 "municipality dropdown"):
 * a button showing the chosen cities, opening a react-aria `Popover` dialog with the
 * searchable multi-select list ({@link MunicipalityOptions}). Escape or a click outside closes it;
 * focus returns to the button.
 *
 * `isOpen` / `onOpenChange` are controlled so the search waits while the dropdown is open (spec 001
 * §4). `onOpenRequest` may take over the opening: when it returns true the popover stays closed
 * (the hero bar below `sm` opens the filters overlay instead, spec 001 §2).
 */
import { ChevronDown, MapPin } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { MunicipalityOptions, municipalitySummary, type SearchMunicipality } from './MunicipalityOptions';
import styles from './search.module.css';

export interface MunicipalityDropdownProps {
  municipalities: readonly SearchMunicipality[];
  value: readonly string[];
  onChange(codes: string[]): void;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** Called before opening; return true to keep the popover closed (handled elsewhere). */
  onOpenRequest?: () => boolean;
  className?: string;
}

export function MunicipalityDropdown({ municipalities, value, onChange, isOpen, onOpenChange, onOpenRequest, className }: MunicipalityDropdownProps) {
  const intl = useIntl();
  const summary = municipalitySummary(value, municipalities, intl.formatMessage);
  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open && onOpenRequest?.()) return;
        onOpenChange(open);
      }}
    >
      <Button
        className={[styles.dropdownButton, className].filter(Boolean).join(' ')}
        data-active={value.length > 0 || undefined}
        aria-label={intl.formatMessage({ id: 'search.municipalities.button' }, { summary })}
      >
        <MapPin className={styles.buttonIcon} aria-hidden="true" />
        <span className={styles.dropdownText}>{summary}</span>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </Button>
      <Popover className={styles.popover} placement="bottom start" offset={8}>
        <Dialog className={styles.popoverDialog} aria-label={intl.formatMessage({ id: 'search.municipalities.label' })}>
          <MunicipalityOptions municipalities={municipalities} value={value} onChange={onChange} autoFocus />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
