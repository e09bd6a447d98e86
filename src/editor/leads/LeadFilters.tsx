/**
 * The leads inbox filter bar: text search (name, e-mail, phone; sent 300 ms after the
 * last keystroke), lead type, a date range as two date fields (`YYYY-MM-DD`, inclusive), the
 * status toggles with their counts, "Clear filters" and the "Export CSV" link of the filtered
 * list. react-aria-components throughout (keyboard and screen reader).
 */
import { Download, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  DateField,
  DateInput,
  DateSegment,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectValue,
  ToggleButton,
  ToggleButtonGroup,
  type Key,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { LEAD_STATUS_VALUES, LEAD_TYPES, type LeadCounts, type LeadFilters as Filters, type LeadStatusValue, type LeadType } from '../../api/cmsLeadsApi';
import { LOCALE_ISO, type Locale } from '../../lib/locales';
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS } from '../../schema/leadFieldLabels';
import styles from './LeadsInbox.module.css';

/** Delay (ms) between the last keystroke in the search field and the search. */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';

export interface LeadFiltersProps {
  uiLocale: Locale;
  filters: Filters;
  counts: LeadCounts | null;
  exportUrl: string;
  onChange(patch: Partial<Filters>): void;
  onClear(): void;
}

/** The filter bar; see the module docstring. */
export function LeadFilters({ uiLocale, filters, counts, exportUrl, onChange, onClear }: LeadFiltersProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [text, setText] = useState(filters.q ?? '');
  const [dateKey, setDateKey] = useState(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // Keep the field in step when the filters are cleared from outside.
  useEffect(() => {
    if (!filters.q) setText((current) => (current.trim() ? '' : current));
  }, [filters.q]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChangeRef.current({ q: wanted || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q]);

  const hasFilters = Boolean(filters.q || filters.type || filters.status || filters.from || filters.to);
  const all = counts ? counts.new + counts.contacted + counts.closed : null;
  const count = (n: number | null) => (n === null ? null : <> <span className={styles.count}>{intl.formatNumber(n)}</span></>);

  function clear() {
    setText('');
    setDateKey((k) => k + 1);
    onClear();
  }

  return (
    <section className={styles.filters} aria-label={t('leads.filters.label')}>
      <div className={styles.filterRow}>
        <SearchField className={styles.search} value={text} onChange={setText} onClear={() => onChange({ q: undefined })}>
          <Label className={styles.fieldLabel}>{t('leads.filters.search')}</Label>
          <div className={styles.searchBox}>
            <Search size={16} aria-hidden className={styles.searchIcon} />
            <Input className={styles.input} />
            {text ? (
              <Button className={styles.clearText} aria-label={t('leads.filters.clearSearch')}>
                <X size={14} aria-hidden />
              </Button>
            ) : null}
          </div>
        </SearchField>

        <Select
          className={styles.select}
          selectedKey={filters.type || ALL}
          onSelectionChange={(key: Key | null) => onChange({ type: key === ALL || key === null ? undefined : (String(key) as LeadType) })}
        >
          <Label className={styles.fieldLabel}>{t('leads.filters.type')}</Label>
          <Button className={styles.selectButton}>
            <SelectValue />
            <span aria-hidden className={styles.chevron}>
              ▾
            </span>
          </Button>
          <Popover className={styles.popover}>
            <ListBox className={styles.listBox}>
              <ListBoxItem id={ALL} className={styles.option}>
                {t('leads.filters.type.all')}
              </ListBoxItem>
              {LEAD_TYPES.map((type) => (
                <ListBoxItem key={type} id={type} className={styles.option}>
                  {LEAD_TYPE_LABELS[type][uiLocale]}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>

        <I18nProvider locale={LOCALE_ISO[uiLocale]}>
          <div className={styles.dates} key={dateKey}>
            <DateField className={styles.dateField} onChange={(value) => onChange({ from: value ? value.toString() : undefined })} granularity="day">
              <Label className={styles.fieldLabel}>{t('leads.filters.from')}</Label>
              <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
            </DateField>
            <DateField className={styles.dateField} onChange={(value) => onChange({ to: value ? value.toString() : undefined })} granularity="day">
              <Label className={styles.fieldLabel}>{t('leads.filters.to')}</Label>
              <DateInput className={styles.dateInput}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
            </DateField>
          </div>
        </I18nProvider>

        <div className={styles.actions}>
          {hasFilters ? (
            <Button className={styles.ghostButton} onPress={clear}>
              {t('leads.filters.clear')}
            </Button>
          ) : null}
          <a className={styles.exportButton} href={exportUrl} download title={t('leads.export.hint')}>
            <Download size={16} aria-hidden />
            {t('leads.export')}
          </a>
        </div>
      </div>

      <div className={styles.statusRow}>
        <span className={styles.fieldLabel} id="leads-status-filter">
          {t('leads.filters.status')}
        </span>
        <ToggleButtonGroup
          aria-labelledby="leads-status-filter"
          className={styles.statusGroup}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[filters.status || ALL]}
          onSelectionChange={(keys) => {
            const key = [...keys][0];
            onChange({ status: key === ALL || key === undefined ? undefined : (String(key) as LeadStatusValue) });
          }}
        >
          <ToggleButton id={ALL} className={styles.statusToggle}>
            {t('leads.filters.status.all')}
            {count(all)}
          </ToggleButton>
          {LEAD_STATUS_VALUES.map((status) => (
            <ToggleButton key={status} id={status} className={styles.statusToggle} data-status={status}>
              {LEAD_STATUS_LABELS[status][uiLocale]}
              {count(counts ? counts[status] : null)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
    </section>
  );
}
