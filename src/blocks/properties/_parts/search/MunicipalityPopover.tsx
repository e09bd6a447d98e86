/**
 * The municipality dropdown's popover: a react-aria `Popover` dialog under the dropdown button
 * with the searchable multi-select list ({@link MunicipalityOptions}). Escape or a click outside
 * closes it; focus returns to the button. Loaded with its first opening (MunicipalityDropdown).
 */
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, Popover } from 'react-aria-components';
import { MunicipalityOptions, type SearchMunicipality } from './MunicipalityOptions';
import styles from './search.module.css';

export interface MunicipalityPopoverProps {
  municipalities: readonly SearchMunicipality[];
  value: readonly string[];
  onChange(codes: string[]): void;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** The dropdown button the popover hangs from. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export function MunicipalityPopover({ municipalities, value, onChange, isOpen, onOpenChange, triggerRef }: MunicipalityPopoverProps) {
  const intl = useIntl();
  return (
    <Popover className={styles.popover} placement="bottom start" offset={8} triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog className={styles.popoverDialog} aria-label={intl.formatMessage({ id: 'search.municipalities.label' })}>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the popover the visitor just opened (WAI-ARIA dialog pattern) */}
        <MunicipalityOptions municipalities={municipalities} value={value} onChange={onChange} autoFocus />
      </Dialog>
    </Popover>
  );
}
