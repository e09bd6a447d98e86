/**
 * Amortization summary chart: the balance after each 5-year term as a small chart, since buyers
 * look at it rather than read it.
 *
 * A light horizontal bar chart in plain HTML/CSS (no chart library; readable from 320 px up): one
 * bar for the loan at the start, then one per 5-year term with the balance still owed (CAD, whole
 * dollars), in the scheme's accent colour. The bars are
 * hidden from assistive technology; a visually hidden table gives the same figures (balance and
 * interest paid per term, CAD to the cent) under the chart's caption.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '../../../lib/money';
import type { TermSummary } from '../../../lib/mortgage/amortizationSchedule';
import { useLocale } from '../../runtime/AppContext';
import styles from './AmortizationChart.module.css';

export interface AmortizationChartProps {
  /** The loan amount at the start, CAD. */
  principal: number;
  /** The balance at the end of each term, in order. */
  terms: TermSummary[];
}

export function AmortizationChart({ principal, terms }: AmortizationChartProps) {
  const intl = useIntl();
  const locale = useLocale();
  const captionId = useId();
  const bars = [
    { key: 'start', label: intl.formatMessage({ id: 'mortgage-calculator.chart.start' }), balance: principal },
    ...terms.map((term) => ({
      key: String(term.endYear),
      label: intl.formatMessage({ id: 'mortgage-calculator.chart.year' }, { year: term.endYear }),
      balance: term.balance,
    })),
  ];
  const width = (balance: number) => (principal > 0 ? Math.max(0, Math.min(100, (balance / principal) * 100)) : 0);

  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {intl.formatMessage({ id: 'mortgage-calculator.chart.title' })}
      </figcaption>
      <ol className={styles.plot} aria-hidden="true">
        {bars.map((bar, i) => (
          <li key={bar.key} className={styles.row} data-first={i === 0 || undefined}>
            <span className={styles.label}>{bar.label}</span>
            <span className={styles.track}>
              <span className={styles.bar} style={{ width: `${width(bar.balance)}%` }} />
            </span>
            <span className={styles.value}>{formatMoney(bar.balance, locale, { tag: true })}</span>
          </li>
        ))}
      </ol>
      <table className={styles.visuallyHidden}>
        <caption>{intl.formatMessage({ id: 'mortgage-calculator.chart.title' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'mortgage-calculator.chart.term-end' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'mortgage-calculator.chart.balance' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'mortgage-calculator.chart.interest-paid' })}</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.endYear}>
              <th scope="row">{intl.formatMessage({ id: 'mortgage-calculator.chart.year' }, { year: term.endYear })}</th>
              <td>{formatMoney(term.balance, locale)}</td>
              <td>{formatMoney(term.interestPaid, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
