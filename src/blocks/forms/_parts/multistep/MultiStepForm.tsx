/**
 * The frame of a multi-step lead form (spec 001 §2 "Multi-step forms", §4, §5 "Error display", §8):
 * the intro (step 0), then the progress bar, the step heading (focused on each step change), the
 * error list, the step's fields, the success message and the previous/next/submit buttons, with
 * the hidden honeypot input `website`. The step machine is {@link useMultiStepForm}; the fields are
 * the children. Every field reads its error and locked state from {@link MultiStepFieldContext}.
 */
import { Fragment, useId, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ErrorList } from './ErrorList';
import { IntroStep, type IntroStepProps } from './IntroStep';
import { StepNavigation } from './StepNavigation';
import { StepProgress } from './StepProgress';
import { SuccessMessage } from './SuccessMessage';
import { MultiStepFieldContext } from './fieldState';
import type { MultiStepForm as Machine } from './useMultiStepForm';
import styles from './multiStep.module.css';

export interface MultiStepFormProps {
  machine: Machine;
  intro: Omit<IntroStepProps, 'onStart'>;
  /** Heading tag of the step titles (the block title's level). */
  headingTag: 'h1' | 'h2';
  /** Title of the current step (1..stepCount). */
  stepTitle: string;
  /** Visible label of every field, for the error list. */
  fieldLabels: Record<string, string>;
  /** All fields in screen order. */
  fieldOrder: readonly string[];
  /** Submit disabled on the last step (spec 001 §5: address, postal code or city empty). */
  submitDisabled: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
  /** `data-form-type` for styling hooks and tests. */
  formType: string;
  /** Text under the success title; default "Your request has been sent successfully". */
  successMessage?: string;
  children: ReactNode;
}

export function MultiStepForm(props: MultiStepFormProps) {
  const { machine } = props;
  const intl = useIntl();
  const id = useId();
  const Heading = props.headingTag;
  const headingId = `${id}-step`;

  return (
    <form
      ref={props.formRef}
      data-leave-guard=""
      className={styles.form}
      noValidate
      data-form-type={props.formType}
      data-step={machine.step}
      data-state={machine.status}
      aria-labelledby={machine.step > 0 ? headingId : undefined}
      aria-busy={machine.status === 'submitting' || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (machine.step === 0) return;
        if (machine.isLastStep) void machine.submit();
        else machine.next();
      }}
    >
      {machine.step === 0 ? (
        <IntroStep {...props.intro} onStart={machine.start} />
      ) : (
        <MultiStepFieldContext.Provider value={{ errors: machine.errors, locked: machine.locked }}>
          <StepProgress step={machine.step} stepCount={machine.stepCount} />
          <Heading id={headingId} className={styles.stepTitle} tabIndex={-1} data-step-heading="">
            {props.stepTitle}
          </Heading>
          <ErrorList errors={machine.errors} submitFailure={machine.submitFailure} fieldLabels={props.fieldLabels} fieldOrder={props.fieldOrder} />
          <fieldset className={styles.stepFields} disabled={machine.locked || undefined}>
            <legend className={styles.visuallyHidden}>{props.stepTitle}</legend>
            {/* Keyed by step: a step never inherits the widget state (focus, roving tab stop) of the previous one. */}
            <Fragment key={machine.step}>{props.children}</Fragment>
          </fieldset>
          {machine.status === 'success' ? <SuccessMessage message={props.successMessage} /> : null}
          <StepNavigation
            step={machine.step}
            isLastStep={machine.isLastStep}
            submitting={machine.status === 'submitting'}
            locked={machine.locked}
            submitDisabled={props.submitDisabled}
            onPrevious={machine.previous}
          />
        </MultiStepFieldContext.Provider>
      )}
      <div className={styles.visuallyHidden} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{intl.formatMessage({ id: 'contact-form.fields.website' })}</label>
        <input ref={props.honeypotRef} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </form>
  );
}
