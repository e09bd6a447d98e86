/**
 * What every field of a multi-step form needs from the form: its error (inline message, invalid
 * state) and whether the form is locked (submitting or sent: every input disabled, spec 001 §4).
 */
import { createContext, useContext } from 'react';
import { useIntl } from 'react-intl';
import { LEAD_INVALID_FORMAT, LEAD_REQUIRED } from '../../../../schema/leadFormValues';
import { isRequiredMessage, type FieldErrors } from './stepValidation';

export interface MultiStepFieldState {
  errors: FieldErrors;
  locked: boolean;
}

export const MultiStepFieldContext = createContext<MultiStepFieldState>({ errors: {}, locked: false });

export interface FieldStatus {
  /** Inline message under the field: "Required field" or "Invalid format" (spec 001 §5). */
  error: string | undefined;
  isInvalid: boolean;
  isDisabled: boolean;
}

/** The inline status of `field` in the surrounding multi-step form. */
export function useFieldStatus(field: string): FieldStatus {
  const intl = useIntl();
  const { errors, locked } = useContext(MultiStepFieldContext);
  const key = errors[field];
  let error: string | undefined;
  if (key) {
    const id = isRequiredMessage(key) ? LEAD_REQUIRED : intl.messages[key] !== undefined ? key : LEAD_INVALID_FORMAT;
    error = intl.formatMessage({ id });
  }
  return { error, isInvalid: key !== undefined, isDisabled: locked };
}
