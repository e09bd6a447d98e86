/**
 * Previous / next buttons of a multi-step form (spec 001 §2); the last step's button submits.
 * Next and submit are the form's submit button, so Enter in a text field advances too.
 */
import { ArrowLeft, ArrowRight, LoaderCircle, Send } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import styles from './multiStep.module.css';

export interface StepNavigationProps {
  step: number;
  isLastStep: boolean;
  submitting: boolean;
  /** Every button disabled (submitting or sent). */
  locked: boolean;
  /** Submit disabled (last step while address, postal code or city is empty). */
  submitDisabled: boolean;
  onPrevious(): void;
}

export function StepNavigation({ step, isLastStep, submitting, locked, submitDisabled, onPrevious }: StepNavigationProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.navigation}>
      {step > 1 ? (
        <Button className={styles.secondary} onPress={onPrevious} isDisabled={locked}>
          <ArrowLeft aria-hidden="true" />
          {t('lead-form.previous')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" className={styles.primary} isDisabled={locked || (isLastStep && submitDisabled)} isPending={submitting}>
        {isLastStep ? (submitting ? t('lead-form.sending') : t('lead-form.submit')) : t('lead-form.next')}
        {submitting ? <LoaderCircle className={styles.spinner} aria-hidden="true" /> : isLastStep ? <Send aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
      </Button>
    </div>
  );
}
