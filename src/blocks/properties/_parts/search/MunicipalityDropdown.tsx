/**
 * Municipality dropdown of the filter bar and the hero bar (spec 001 §2 "municipality dropdown"):
 * a button showing the chosen cities, opening a popover dialog with the searchable multi-select
 * list ({@link MunicipalityPopover}). Escape or a click outside closes it; focus returns to the
 * button. The popover's code downloads when the visitor points at or focuses the button, or at the
 * first opening, so a search bar costs a button until it is used.
 *
 * `isOpen` / `onOpenChange` are controlled so the search waits while the dropdown is open (spec 001
 * §4). `onOpenRequest` may take over the opening: when it returns true the popover stays closed
 * (the hero bar below `sm` opens the filters overlay instead, spec 001 §2).
 */
import { ChevronDown, MapPin } from 'lucide-react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { lazyOnOpen } from '../../../ui/lazyOnOpen';
import { municipalitySummary, type SearchMunicipality } from './municipalitySummary';
import styles from './search.module.css';

const MunicipalityPopover = lazyOnOpen(() => import('./MunicipalityPopover').then((module) => module.MunicipalityPopover));

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
  const trigger = useRef<HTMLButtonElement>(null);
  const summary = municipalitySummary(value, municipalities, intl.formatMessage);
  return (
    <>
      <button
        type="button"
        ref={trigger}
        className={[styles.dropdownButton, className].filter(Boolean).join(' ')}
        data-active={value.length > 0 || undefined}
        aria-label={intl.formatMessage({ id: 'search.municipalities.button' }, { summary })}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={MunicipalityPopover.preload}
        onFocus={MunicipalityPopover.preload}
        onClick={() => {
          if (onOpenRequest?.()) return;
          onOpenChange(!isOpen);
        }}
      >
        <MapPin className={styles.buttonIcon} aria-hidden="true" />
        <span className={styles.dropdownText}>{summary}</span>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </button>
      <MunicipalityPopover municipalities={municipalities} value={value} onChange={onChange} isOpen={isOpen} onOpenChange={onOpenChange} triggerRef={trigger} />
    </>
  );
}
