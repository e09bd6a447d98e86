/**
 * The filters overlay (spec 001 §2 "filters overlay", §9 price steps and 1–5 room options): a
 * react-aria modal dialog (focus trapped, Escape and a click outside close it, page scroll locked)
 * editing the filters store live — buy or rent, price minimum and maximum (selects over
 * `PRICE_STEPS`; the top step means "no maximum"), bedrooms and bathrooms (at least 1–5, toggle
 * buttons), property types (checkboxes), open houses only; optionally the municipalities (hero bar
 * below `sm`). Its footer shows the matching count (`format=count`, throttled 500 ms, polite live
 * region), a reset button and the "show N properties" button that closes it.
 */
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Label,
  Radio,
  RadioGroup,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  type Key,
} from 'react-aria-components';
import { Check } from 'lucide-react';
import { formatMoney } from '../../../../lib/money';
import type { SearchFiltersData } from '../../../../schema/listing';
import { PROPERTY_TYPES } from '../../../../schema/listingValues';
import { PRICE_STEPS, PROPERTY_TYPE_LABELS, type SearchFilters } from '../../../../schema/listingValues';
import { useLocale } from '../../../runtime/AppContext';
import { Modal } from '../../../ui/Modal';
import { ROOM_OPTIONS } from './filtersState';
import { MunicipalityOptions } from './MunicipalityOptions';
import { useResultCount } from './useResultCount';
import { useSearchFilterActions, useSearchFilters } from './useSearchFilterStore';
import styles from './search.module.css';

/** The top price step: as a maximum it means "no maximum" (spec 001 §3 "infinite means none"). */
export const TOP_PRICE_STEP = PRICE_STEPS[PRICE_STEPS.length - 1]!;

export interface FiltersOverlayProps {
  isOpen: boolean;
  onClose(): void;
  /** Municipalities and types with counts (`GET /search-filters`); null while loading. */
  data: SearchFiltersData | null;
  /** Show the municipality list inside the overlay (hero bar below `sm`). */
  withMunicipalities?: boolean;
  /** The primary button's action (default: close); the hero bar runs the search. */
  onConfirm?: () => void;
}

function RoomsChoice({ name, label, value, onChange }: { name: 'bedrooms' | 'bathrooms'; label: string; value: number | null; onChange(value: number | null): void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.overlaySection} role="group" aria-labelledby={id}>
      <span id={id} className={styles.overlayLabel}>
        {label}
      </span>
      <ToggleButtonGroup
        className={styles.toggleRow}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value === null ? 'any' : String(value)]}
        onSelectionChange={(keys: Set<Key>) => {
          const key = [...keys][0];
          onChange(key === undefined || key === 'any' ? null : Number(key));
        }}
        aria-labelledby={id}
        data-field={name}
      >
        <ToggleButton id="any" className={styles.toggle}>
          {intl.formatMessage({ id: 'search.filters.any' })}
        </ToggleButton>
        {ROOM_OPTIONS.map((n) => (
          <ToggleButton key={n} id={String(n)} className={styles.toggle} aria-label={intl.formatMessage({ id: `search.filters.${name}-at-least` }, { count: n })}>
            {n}+
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

export function FiltersOverlay({ isOpen, onClose, data, withMunicipalities, onConfirm }: FiltersOverlayProps) {
  const intl = useIntl();
  const locale = useLocale();
  const filters = useSearchFilters();
  const { set, reset } = useSearchFilterActions();
  const { total, loading } = useResultCount(filters, isOpen);
  const minId = useId();
  const maxId = useId();
  // 36 price labels per select: formatted once per locale, not at every filter change.
  const priceLabels = useMemo(() => new Map(PRICE_STEPS.map((step) => [step, formatMoney(step, locale, { tag: true })])), [locale]);
  const money = (value: number) => priceLabels.get(value) ?? formatMoney(value, locale, { tag: true });
  const typeCounts = new Map(data?.property_types.map((t) => [t.code, t.count]) ?? []);

  const setMin = (raw: string) => {
    const value = Number(raw) || null;
    const patch: Partial<SearchFilters> = { price_min: value };
    if (value && filters.price_max && filters.price_max <= value) patch.price_max = null;
    set(patch);
  };
  const setMax = (raw: string) => {
    const value = Number(raw);
    const max = !value || value >= TOP_PRICE_STEP ? null : value;
    const patch: Partial<SearchFilters> = { price_max: max };
    if (max && filters.price_min && filters.price_min >= max) patch.price_min = null;
    set(patch);
  };

  const countText =
    total === null ? intl.formatMessage({ id: 'search.filters.show-results' }) : intl.formatMessage({ id: 'search.filters.show-count' }, { count: total });

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={intl.formatMessage({ id: 'search.filters.title' })} scrollLockName="search-filters" className={styles.overlay}>
      <div className={styles.overlayBody}>
        {withMunicipalities ? (
          <div className={styles.overlaySection}>
            <span className={styles.overlayLabel}>{intl.formatMessage({ id: 'search.municipalities.label' })}</span>
            <MunicipalityOptions municipalities={data?.municipalities ?? []} value={filters.mun} onChange={(mun) => set({ mun })} />
          </div>
        ) : null}

        <RadioGroup
          className={styles.overlaySection}
          value={filters.forSaleForRent}
          onChange={(value) => set({ forSaleForRent: value === 'rent' ? 'rent' : 'buy' })}
          orientation="horizontal"
        >
          <Label className={styles.overlayLabel}>{intl.formatMessage({ id: 'search.filters.transaction' })}</Label>
          <div className={styles.toggleRow}>
            <Radio value="buy" className={styles.toggle}>
              {intl.formatMessage({ id: 'search.filters.buy' })}
            </Radio>
            <Radio value="rent" className={styles.toggle}>
              {intl.formatMessage({ id: 'search.filters.rent' })}
            </Radio>
          </div>
        </RadioGroup>

        <div className={styles.overlaySection} role="group" aria-label={intl.formatMessage({ id: 'search.filters.price' })}>
          <span className={styles.overlayLabel} aria-hidden="true">
            {intl.formatMessage({ id: 'search.filters.price' })}
          </span>
          <div className={styles.priceRow}>
            <div className={styles.selectField}>
              <label htmlFor={minId} className={styles.selectLabel}>
                {intl.formatMessage({ id: 'search.filters.price-min' })}
              </label>
              <select id={minId} className={styles.select} value={filters.price_min ?? 0} onChange={(event) => setMin(event.target.value)}>
                {PRICE_STEPS.slice(0, -1).map((step) => (
                  <option key={step} value={step}>
                    {step === 0 ? intl.formatMessage({ id: 'search.filters.price-no-min' }) : money(step)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.selectField}>
              <label htmlFor={maxId} className={styles.selectLabel}>
                {intl.formatMessage({ id: 'search.filters.price-max' })}
              </label>
              <select id={maxId} className={styles.select} value={filters.price_max ?? TOP_PRICE_STEP} onChange={(event) => setMax(event.target.value)}>
                {PRICE_STEPS.slice(1).map((step) => (
                  <option key={step} value={step}>
                    {step === TOP_PRICE_STEP ? intl.formatMessage({ id: 'search.filters.price-no-max' }) : money(step)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>

        <RoomsChoice name="bedrooms" label={intl.formatMessage({ id: 'search.filters.bedrooms' })} value={filters.bedrooms} onChange={(bedrooms) => set({ bedrooms })} />
        <RoomsChoice name="bathrooms" label={intl.formatMessage({ id: 'search.filters.bathrooms' })} value={filters.bathrooms} onChange={(bathrooms) => set({ bathrooms })} />

        <CheckboxGroup className={styles.overlaySection} value={filters.type} onChange={(type) => set({ type })}>
          <Label className={styles.overlayLabel}>{intl.formatMessage({ id: 'search.filters.types' })}</Label>
          <div className={styles.typeGrid}>
            {PROPERTY_TYPES.map((code) => (
              <Checkbox key={code} value={code} className={styles.checkbox}>
                {({ isSelected }) => (
                  <>
                    <span className={styles.check} data-checked={isSelected || undefined} aria-hidden="true">
                      <Check />
                    </span>
                    <span>{PROPERTY_TYPE_LABELS[code][locale]}</span>
                    {typeCounts.has(code) ? <span className={styles.typeCount}>{intl.formatNumber(typeCounts.get(code)!)}</span> : null}
                  </>
                )}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>

        <Switch className={styles.switch} isSelected={filters.open_house} onChange={(open_house) => set({ open_house })}>
          <span className={styles.switchTrack} aria-hidden="true">
            <span className={styles.switchThumb} />
          </span>
          {intl.formatMessage({ id: 'search.filters.open-house' })}
        </Switch>
      </div>

      <div className={styles.overlayFooter}>
        <Button className={styles.secondaryButton} onPress={reset}>
          {intl.formatMessage({ id: 'search.reset' })}
        </Button>
        <Button className={styles.primaryButton} onPress={onConfirm ?? onClose} data-loading={loading || undefined} data-testid="overlay-count">
          {countText}
        </Button>
        <p className={styles.visuallyHidden} role="status" aria-live="polite">
          {total === null ? '' : intl.formatMessage({ id: 'search.count.results' }, { count: total })}
        </p>
      </div>
    </Modal>
  );
}
