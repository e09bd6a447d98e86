/**
 * The mortgage calculator form (spec 001 §3 "Mortgage calculator", §4 "Calculator: the result shows
 * only after the calculate button is pressed", §5 "Mortgage calculator", §9 "Mortgage").
 *
 * - Inputs: property type (Residential / Commercial), price and down payment as spaced whole CAD
 *   ("350 000"), down payment percentage (2 decimals while the price is above 0; editing it sets the
 *   amount and the other way round), interest rate in percent (0–100, step 0.01, default 5.5),
 *   amortization 5/10/15/20/25 years (default 25), frequency weekly / bi-weekly / monthly (default
 *   monthly). Pills of native radio buttons ({@link SegmentedChoice}) and react-aria-components
 *   number fields, formatted per locale.
 * - Live: the loan amount (price − down payment, never below 0) and the minimum down payment of the
 *   site's rule table (`metadata.mortgage_calculator.down_payment_rules`).
 * - With `insurance` (the block's `mortgage_insurance` param): the federal rules of 2024-12-15
 *   replace the site's table; below 20 % down the default insurance premium (by loan-to-value
 *   tier, src/lib/mortgage/defaultInsurance) is added to the loan, the panel shows the premium, the
 *   insured loan and Quebec's 9 % tax on the premium (paid at closing), and the payments repay the
 *   insured loan. 30 years joins the amortization choices; for an insured loan it needs "first-time
 *   buyer" or "newly built home" ticked, and adds the 0.20 % surcharge.
 * - "Calculate" is disabled while the price is 0, the down payment is below the minimum (danger
 *   message with the amount, explained per case), above the price ("Down payment too high" alert and
 *   a field warning), the rate is missing or out of range, or 30 years is not open to the buyer.
 * - After "calculate": the payment per frequency (CAD, 2 decimals, src/lib/money), total interest,
 *   total cost and the balance after each 5-year term ({@link AmortizationChart}); a polite live
 *   region announces the payment. Changing any input clears the result until the next press.
 * - Shareable: the inputs are kept in the URL (`mortgage_*` keys, {@link useCalculatorQuery}); a
 *   shared URL restores them and shows the result when they are valid.
 */
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, FieldError, I18nProvider, Input, Label, NumberField, Text } from 'react-aria-components';
import { Check, CircleAlert } from 'lucide-react';
import { formatMoney } from '../../../lib/money';
import { LOCALE_ISO } from '../../../lib/locales';
import { getDefaultInsuranceTable } from '../../../lib/mortgage/defaultInsurance';
import { computeMinimumDownPayment, getDownPaymentRuleTable, type PropertyType } from '../../../lib/mortgage/downPaymentRules';
import { AMORTIZATION_YEARS, PAYMENT_FREQUENCIES, type PaymentFrequency } from '../../../lib/mortgage/payment';
import { useLocale, usePagePayload } from '../../runtime/AppContext';
import { AmountField } from '../_parts/calculator/AmountField';
import { SegmentedChoice } from '../_parts/calculator/SegmentedChoice';
import { useCalculatorQuery } from '../_parts/calculator/useCalculatorQuery';
import styles from '../_parts/calculator/calculator.module.css';
import { AmortizationChart } from './AmortizationChart';
import {
  DEFAULT_INPUTS,
  INSURED_AMORTIZATION_YEARS,
  calculate,
  deriveCalculator,
  downPaymentFromPercent,
  type CalculatorAmortization,
  type CalculatorInputs,
  type CalculatorResult,
} from './calculatorState';
import { mortgageInputsFromQuery, mortgageInputsToQuery } from './mortgageQuery';

export interface MortgageCalculatorProps {
  /** Price to start with, whole CAD (a listing's price, or the block's `default_price`). */
  initialPrice?: number;
  /** Id of the element naming the calculator (the block title). */
  labelledBy?: string;
  /** Mortgage default insurance on (federal rules of 2024-12-15); off gives the spec's calculator. */
  insurance?: boolean;
}

const PROPERTY_TYPES: PropertyType[] = ['residential', 'commercial'];
/** The ticks that open 30 years to an insured loan. */
const BUYER_SITUATIONS = [
  { key: 'firstTimeBuyer', message: 'mortgage-calculator.first-time-buyer' },
  { key: 'newBuild', message: 'mortgage-calculator.new-build' },
] as const;

export function MortgageCalculator({ initialPrice, labelledBy, insurance = false }: MortgageCalculatorProps) {
  const intl = useIntl();
  const locale = useLocale();
  const payload = usePagePayload();
  const insuranceTable = insurance ? getDefaultInsuranceTable() : null;
  const table = getDownPaymentRuleTable(insuranceTable ? insuranceTable.id : payload.metadata.mortgage_calculator?.down_payment_rules);
  const years: readonly CalculatorAmortization[] = insurance ? INSURED_AMORTIZATION_YEARS : AMORTIZATION_YEARS;
  const ids = { problems: useId(), announcement: useId() };

  // A prefilled price (a listing's) starts with the minimum down payment, so the visitor sees a
  // valid calculation to adjust rather than a "too low" warning they did not cause.
  const [inputs, setInputs] = useState<CalculatorInputs>(() => {
    const price = initialPrice && initialPrice > 0 ? Math.round(initialPrice) : 0;
    const downPayment = price > 0 ? Math.ceil(computeMinimumDownPayment(price, DEFAULT_INPUTS.propertyType, table)) : 0;
    return { ...DEFAULT_INPUTS, price, downPayment };
  });
  const [result, setResult] = useState<CalculatorResult | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const { markChanged } = useCalculatorQuery(mortgageInputsToQuery(inputs, insurance), (query) => {
    const restored = mortgageInputsFromQuery(query, inputs, years);
    setInputs(restored);
    setResult(calculate(restored, table, insuranceTable));
  });

  const derived = deriveCalculator(inputs, table, insuranceTable);
  const problems = new Set(derived.problems);
  const money = (amount: number) => formatMoney(amount, locale);
  const percent = (rate: number) => intl.formatNumber(rate, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const t = (id: string, values?: Record<string, ReactNode>) => intl.formatMessage({ id }, values as Record<string, string>);
  const insured = derived.insurance?.status === 'insured' ? derived.insurance : null;

  function update(patch: Partial<CalculatorInputs>) {
    setInputs((current) => ({ ...current, ...patch }));
    setResult(null);
    setAnnouncement('');
    markChanged();
  }

  function onCalculate() {
    const computed = calculate(inputs, table, insuranceTable);
    if (!computed) return;
    setResult(computed);
    const paymentText = t('mortgage-calculator.result.announcement', {
      frequency: t(`mortgage-calculator.result.payment.${computed.frequency}`),
      payment: money(computed.payment),
      interest: money(computed.totalInterest),
    });
    setAnnouncement(
      insured ? `${paymentText} ${t('mortgage-calculator.insurance.announcement', { premium: money(insured.premium), loan: money(insured.insuredLoan) })}` : paymentText,
    );
  }

  const minimumText = money(derived.minimumDownPayment);
  const downPaymentError = problems.has('too-high')
    ? t('mortgage-calculator.errors.too-high-field')
    : problems.has('below-minimum')
      ? t('mortgage-calculator.errors.below-minimum-field', { amount: minimumText })
      : undefined;
  const hasAlert = problems.has('too-high') || problems.has('below-minimum');

  return (
    <I18nProvider locale={LOCALE_ISO[locale]}>
      <form
        className={styles.calculator}
        aria-labelledby={labelledBy}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onCalculate();
        }}
      >
        <div className={styles.inputs}>
          <SegmentedChoice
            label={t('mortgage-calculator.property-type')}
            value={inputs.propertyType}
            options={PROPERTY_TYPES.map((type) => ({ value: type, label: t(`mortgage-calculator.property-type.${type}`) }))}
            onChange={(value) => update({ propertyType: value as PropertyType })}
          />

          <AmountField
            name="price"
            label={t('mortgage-calculator.price')}
            value={inputs.price}
            onChange={(price) => update({ price })}
          />

          <div className={styles.pair}>
            <AmountField
              name="down_payment"
              label={t('mortgage-calculator.down-payment')}
              value={inputs.downPayment}
              onChange={(downPayment) => update({ downPayment })}
              description={inputs.price > 0 ? t('mortgage-calculator.minimum', { amount: minimumText }) : undefined}
              error={downPaymentError}
              describedBy={hasAlert ? ids.problems : undefined}
            />
            <NumberField
              className={styles.field}
              name="down_payment_percentage"
              value={derived.downPaymentPercent === null ? Number.NaN : Math.round(derived.downPaymentPercent * 100) / 100}
              onChange={(percentValue) => update({ downPayment: downPaymentFromPercent(inputs.price, percentValue) })}
              minValue={0}
              maxValue={100}
              step={0.01}
              formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
              isDisabled={inputs.price <= 0}
            >
              <Label className={styles.label}>{t('mortgage-calculator.down-payment-percent')}</Label>
              <div className={styles.inputWrap} data-currency="suffix">
                <Input className={`${styles.input} ${styles.amountInput}`} />
                <span className={styles.adornment} aria-hidden="true">
                  %
                </span>
              </div>
              {inputs.price <= 0 ? (
                <Text slot="description" className={styles.hint}>
                  {t('mortgage-calculator.percent-needs-price')}
                </Text>
              ) : null}
            </NumberField>
          </div>

          <div className={styles.alertSlot} id={ids.problems} aria-live="polite">
            {hasAlert ? (
              <div className={styles.alert} data-kind={problems.has('too-high') ? 'too-high' : 'below-minimum'}>
                <CircleAlert className={styles.alertIcon} aria-hidden="true" />
                <div>
                  <p className={styles.alertTitle}>
                    {problems.has('too-high') ? t('mortgage-calculator.errors.too-high.title') : t('mortgage-calculator.errors.below-minimum.title')}
                  </p>
                  <p className={styles.alertText}>
                    {problems.has('too-high')
                      ? t('mortgage-calculator.errors.too-high.message')
                      : `${t('mortgage-calculator.errors.below-minimum.message', { amount: minimumText })} ${t(`mortgage-calculator.rules.${derived.minimumCase}`)}`}
                  </p>
                </div>
              </div>
            ) : null}
          </div>

          <div className={styles.pair} data-layout="rate">
            <NumberField
              className={styles.field}
              name="interest_rate"
              value={inputs.interestRatePercent}
              onChange={(interestRatePercent) => update({ interestRatePercent })}
              minValue={0}
              maxValue={100}
              step={0.01}
              formatOptions={{ maximumFractionDigits: 2 }}
              isInvalid={problems.has('rate-invalid')}
              validationBehavior="aria"
            >
              <Label className={styles.label}>{t('mortgage-calculator.interest-rate')}</Label>
              <div className={styles.inputWrap} data-currency="suffix">
                <Input className={`${styles.input} ${styles.amountInput}`} />
                <span className={styles.adornment} aria-hidden="true">
                  %
                </span>
              </div>
              <FieldError className={styles.fieldError}>{t('mortgage-calculator.errors.rate-invalid')}</FieldError>
            </NumberField>
            <SegmentedChoice
              label={t('mortgage-calculator.amortization')}
              value={String(inputs.amortizationYears)}
              options={years.map((value) => ({
                value: String(value),
                label: String(value),
                ariaLabel: t('mortgage-calculator.years', { years: value }),
              }))}
              onChange={(value) => update({ amortizationYears: Number(value) as CalculatorAmortization })}
              invalid={problems.has('amortization-not-eligible')}
              description={problems.has('amortization-not-eligible') ? t('mortgage-calculator.errors.amortization-not-eligible') : undefined}
            />
          </div>

          {insurance ? (
            <fieldset className={styles.checks}>
              <legend className={styles.label}>{t('mortgage-calculator.buyer-situation')}</legend>
              {BUYER_SITUATIONS.map(({ key, message }) => (
                <Checkbox key={key} className={styles.check} isSelected={inputs[key]} onChange={(selected) => update({ [key]: selected } as Pick<CalculatorInputs, typeof key>)}>
                  <span className={styles.box} aria-hidden="true">
                    <Check />
                  </span>
                  {t(message)}
                </Checkbox>
              ))}
            </fieldset>
          ) : null}

          <SegmentedChoice
            label={t('mortgage-calculator.frequency')}
            value={inputs.frequency}
            options={PAYMENT_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`mortgage-calculator.frequency.${frequency}`) }))}
            onChange={(value) => update({ frequency: value as PaymentFrequency })}
          />

          <div className={styles.actions}>
            <Button type="submit" className={styles.calculate} isDisabled={derived.problems.length > 0}>
              {t('mortgage-calculator.calculate')}
            </Button>
            {problems.has('price-required') ? <p className={styles.hint}>{t('mortgage-calculator.errors.price-required')}</p> : null}
          </div>
        </div>

        <div className={styles.results}>
          <dl className={styles.loan}>
            <dt>{t('mortgage-calculator.loan-amount')}</dt>
            <dd data-testid="mortgage-loan-amount">{money(derived.loanAmount)}</dd>
          </dl>

          {insured ? (
            <div className={styles.insurance}>
              <dl className={styles.figures}>
                <div>
                  <dt>{t('mortgage-calculator.insurance.premium', { rate: percent(insured.premiumRate) })}</dt>
                  <dd data-testid="mortgage-insurance-premium">{money(insured.premium)}</dd>
                </div>
                <div data-emphasis="">
                  <dt>{t('mortgage-calculator.insurance.insured-loan')}</dt>
                  <dd data-testid="mortgage-insured-loan">{money(insured.insuredLoan)}</dd>
                </div>
              </dl>
              <p className={styles.note}>
                {t('mortgage-calculator.insurance.tax', { amount: money(insured.premiumTax) })}
                {insured.surchargeRate > 0 ? ` ${t('mortgage-calculator.insurance.surcharge', { rate: percent(insured.surchargeRate) })}` : ''}
              </p>
            </div>
          ) : insurance && derived.insurance?.status === 'not-required' ? (
            <p className={styles.note}>{t('mortgage-calculator.insurance.not-required')}</p>
          ) : null}

          {result ? (
            <div className={styles.result}>
              <div className={styles.payment}>
                <p className={styles.paymentLabel}>{t(`mortgage-calculator.result.payment.${result.frequency}`)}</p>
                <p className={styles.paymentAmount} data-testid="mortgage-payment">
                  {money(result.payment)}
                </p>
              </div>
              <dl className={styles.totals}>
                <div>
                  <dt>{t('mortgage-calculator.result.total-interest')}</dt>
                  <dd>{money(result.totalInterest)}</dd>
                </div>
                <div>
                  <dt>{t('mortgage-calculator.result.total-cost')}</dt>
                  <dd>{money(result.totalCost)}</dd>
                </div>
              </dl>
              <AmortizationChart principal={result.principal} terms={result.terms} />
            </div>
          ) : (
            <p className={styles.placeholder}>{t('mortgage-calculator.result.placeholder')}</p>
          )}

          <p className={styles.disclaimer}>
            {t(insurance ? 'mortgage-calculator.disclaimer.insurance' : 'mortgage-calculator.disclaimer', {
              date: intl.formatDate(`${table.effectiveFrom}T12:00:00`, { year: 'numeric', month: 'long', day: 'numeric' }),
            })}
          </p>
        </div>

        <p role="status" id={ids.announcement} className={styles.visuallyHidden}>
          {announcement}
        </p>
      </form>
    </I18nProvider>
  );
}
