/**
 * The welcome-tax calculator: Quebec real-estate transfer duties on a purchase, live as the
 * visitor types (src/lib/transferDuties).
 *
 * - Inputs: municipality (Montréal or elsewhere in Quebec), year of the deed (the years with
 *   tables; this year by default), purchase price and, optionally, the municipal assessment with
 *   the comparative factor (Montréal's published factor for the year, else 1.00, editable).
 * - Result: the tax base (the greater of the price and the assessment × factor, saying which), the
 *   total in large type, a table of every bracket (bounds, rate, the part of the base taxed, its duties) and the total,
 *   every amount in CAD per locale (src/lib/money); notes on municipal rates above 500 000 and on
 *   any figure of the year that is not confirmed. A polite live region announces the total once
 *   the visitor pauses.
 * - Shareable: the inputs are kept in the URL (`duties_*` keys).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { I18nProvider, Input, Label, NumberField, Text } from 'react-aria-components';
import { formatMoney } from '../../../lib/money';
import { LOCALE_ISO } from '../../../lib/locales';
import {
  TRANSFER_DUTIES_YEARS,
  computeTransferDuties,
  defaultTransferDutiesYear,
  getTransferDutiesTable,
  transferDutiesBase,
  type DutiesLine,
  type TransferDutiesMunicipality,
} from '../../../lib/transferDuties';
import { useLocale } from '../../runtime/AppContext';
import { AmountField } from '../_parts/calculator/AmountField';
import { SegmentedChoice } from '../_parts/calculator/SegmentedChoice';
import { useCalculatorQuery } from '../_parts/calculator/useCalculatorQuery';
import styles from '../_parts/calculator/calculator.module.css';
import { MAX_COMPARATIVE_FACTOR, dutiesInputsFromQuery, dutiesInputsToQuery, type DutiesInputs } from './transferDutiesQuery';
import own from './TransferDutiesCalculator.module.css';

export interface TransferDutiesCalculatorProps {
  /** Price to start with, whole CAD. */
  initialPrice?: number;
  /** Municipality to start with (elsewhere in Quebec when missing). */
  initialMunicipality?: TransferDutiesMunicipality;
  /** Id of the element naming the calculator (the block title). */
  labelledBy?: string;
}

const MUNICIPALITIES: TransferDutiesMunicipality[] = ['montreal', 'quebec'];
/** How long the visitor pauses before the total is announced, ms. */
const ANNOUNCE_DELAY_MS = 700;

export function TransferDutiesCalculator({ initialPrice, initialMunicipality, labelledBy }: TransferDutiesCalculatorProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [inputs, setInputs] = useState<DutiesInputs>(() => ({
    municipality: initialMunicipality ?? 'quebec',
    year: defaultTransferDutiesYear(),
    price: initialPrice && initialPrice > 0 ? Math.round(initialPrice) : 0,
    assessment: 0,
    factor: null,
  }));
  const [announcement, setAnnouncement] = useState('');
  const ids = { announcement: useId() };
  const { markChanged } = useCalculatorQuery(dutiesInputsToQuery(inputs), (query) => setInputs(dutiesInputsFromQuery(query, inputs)));

  const table = getTransferDutiesTable(inputs.municipality, inputs.year);
  const publishedFactor = table.comparativeFactor;
  const factor = inputs.factor ?? publishedFactor ?? 1;
  const base = transferDutiesBase(inputs.price, inputs.assessment, factor);
  const duties = computeTransferDuties(base.base, table);

  const money = (amount: number) => formatMoney(amount, locale);
  const bound = (amount: number) => formatMoney(amount, locale, { tag: true });
  const rate = (value: number) => intl.formatNumber(value, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const t = (id: string, values?: Record<string, ReactNode>) => intl.formatMessage({ id }, values as Record<string, string>);

  const totalText = base.base > 0 ? t('transfer-duties.announcement', { total: money(duties.total), base: money(base.base), year: inputs.year }) : '';
  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement(totalText), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [totalText]);

  function update(patch: Partial<DutiesInputs>) {
    setInputs((current) => ({ ...current, ...patch }));
    markChanged();
  }

  function bracketLabel(line: DutiesLine): string {
    if (line.from === 0) return t('transfer-duties.bracket.first', { upTo: bound(line.upTo ?? 0) });
    if (line.upTo === null) return t('transfer-duties.bracket.last', { from: bound(line.from) });
    return t('transfer-duties.bracket.middle', { from: bound(line.from), upTo: bound(line.upTo) });
  }

  return (
    <I18nProvider locale={LOCALE_ISO[locale]}>
      <form className={styles.calculator} aria-labelledby={labelledBy} noValidate onSubmit={(event) => event.preventDefault()}>
        <div className={styles.inputs}>
          <SegmentedChoice
            label={t('transfer-duties.municipality')}
            value={inputs.municipality}
            options={MUNICIPALITIES.map((value) => ({ value, label: t(`transfer-duties.municipality.${value}`) }))}
            onChange={(value) => update({ municipality: value as TransferDutiesMunicipality, factor: null })}
          />
          <SegmentedChoice
            label={t('transfer-duties.year')}
            value={String(inputs.year)}
            options={TRANSFER_DUTIES_YEARS.map((year) => ({ value: String(year), label: String(year) }))}
            onChange={(value) => update({ year: Number(value), factor: null })}
          />
          <AmountField name="duties_price" label={t('transfer-duties.price')} value={inputs.price} onChange={(price) => update({ price })} />
          <div className={styles.pair}>
            <AmountField
              name="duties_assessment"
              label={t('transfer-duties.assessment')}
              value={inputs.assessment}
              onChange={(assessment) => update({ assessment })}
              description={t('transfer-duties.assessment-hint')}
            />
            <NumberField
              className={styles.field}
              name="duties_factor"
              value={factor}
              onChange={(value) => update({ factor: Number.isFinite(value) && value > 0 ? value : null })}
              minValue={0.01}
              maxValue={MAX_COMPARATIVE_FACTOR}
              step={0.01}
              formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
            >
              <Label className={styles.label}>{t('transfer-duties.factor')}</Label>
              <div className={styles.inputWrap}>
                <Input className={`${styles.input} ${styles.amountInput}`} />
              </div>
              <Text slot="description" className={styles.hint}>
                {publishedFactor !== undefined
                  ? t('transfer-duties.factor-published', { year: table.year, factor: intl.formatNumber(publishedFactor, { minimumFractionDigits: 2 }) })
                  : t('transfer-duties.factor-hint')}
              </Text>
            </NumberField>
          </div>
        </div>

        <div className={styles.results}>
          <dl className={styles.loan}>
            <dt>{t('transfer-duties.base')}</dt>
            <dd data-testid="duties-base">{money(base.base)}</dd>
          </dl>
          {base.base > 0 ? (
            <p className={styles.note} data-testid="duties-base-source">
              {base.from === 'market-value'
                ? t('transfer-duties.base.market-value', { value: money(base.marketValue) })
                : t('transfer-duties.base.price')}
            </p>
          ) : null}

          <div className={styles.payment}>
            <p className={styles.paymentLabel}>{t('transfer-duties.total')}</p>
            <p className={styles.paymentAmount} data-testid="duties-total">
              {money(duties.total)}
            </p>
          </div>

          <table className={own.table}>
            <caption className={own.caption}>{t('transfer-duties.table.caption', { year: table.year })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('transfer-duties.table.bracket')}</th>
                <th scope="col" className={own.number}>
                  {t('transfer-duties.table.rate')}
                </th>
                <th scope="col" className={own.number}>
                  {t('transfer-duties.table.duties')}
                </th>
              </tr>
            </thead>
            <tbody>
              {duties.lines.map((line) => (
                <tr key={line.from} data-reached={line.taxed > 0 ? '' : undefined}>
                  <th scope="row">
                    <span className={own.bracket}>{bracketLabel(line)}</span>
                    {line.taxed > 0 ? <span className={own.taxed}>{t('transfer-duties.table.taxed', { amount: money(line.taxed) })}</span> : null}
                  </th>
                  <td className={own.number}>{rate(line.rate)}</td>
                  <td className={own.number}>{money(line.duties)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('transfer-duties.table.total')}
                </th>
                <td className={own.number}>{money(duties.total)}</td>
              </tr>
            </tfoot>
          </table>

          {!table.confirmed ? <p className={own.caveat}>{t(`transfer-duties.unconfirmed.${table.municipality}`, { year: table.year })}</p> : null}
          {inputs.municipality === 'quebec' ? <p className={styles.note}>{t('transfer-duties.municipal-rate-note')}</p> : null}
          <p className={styles.disclaimer}>{t('transfer-duties.disclaimer', { year: table.year })}</p>
        </div>

        <p role="status" id={ids.announcement} className={styles.visuallyHidden}>
          {announcement}
        </p>
      </form>
    </I18nProvider>
  );
}
