/**
 * `useMultiStepForm` — the step machine of the alert and valuation forms (spec 001 §2 "Multi-step
 * forms", §4 "Multi-step forms", §8 form failure/success; spec 000 §4 "Captcha").
 *
 * - Step 0 is the intro; steps 1..stepCount hold the fields. `start()` opens step 1.
 * - `next()` validates the current step with the form's rules: when invalid it shows the errors and
 *   focuses the first invalid field (`[data-field="name"]` inside the form); when valid it advances.
 *   `previous()` clears errors and goes back; answers are kept. A step change focuses the step
 *   heading (`[data-step-heading]`).
 * - `submit()` on the last step: validate → captcha token → `api.contact` (form-encoded body from
 *   `buildBody`) → captcha reset. Status: editing → submitting → success (the server's answer kept
 *   in `answer`), or back to editing with the submit error (`form.failure.*`) and the server's
 *   field errors (422) in the error list; every answer is kept. While submitting and after success
 *   the form is locked. The body builder gets the page's path (`extras.page`) when it is a valid
 *   site path ({@link sitePath}).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ContactResponse } from '../../../../api/contentApi';
import type { Locale } from '../../../../lib/locales';
import { sitePath } from '../../../../schema/safeUrl';
import { useAppContext, useLocale, usePagePayload } from '../../../runtime/AppContext';
import type { CaptchaClient } from '../../../ui/captcha/types';
import type { LeadBodyExtras } from './leadContactValues';
import { validateFields, type FieldErrors, type FieldRule } from './stepValidation';

export type MultiStepStatus = 'editing' | 'submitting' | 'success';

/** Why the last submission failed: network/server failure, rate limit, or a captcha failure. */
export type SubmitFailure = 'failure' | 'rate-limited' | 'captcha';

export interface MultiStepConfig<V> {
  /** Number of field steps (alert 6, valuation 7); the intro is step 0. */
  stepCount: number;
  /** Fields of step 1..stepCount (index 0 = step 1), in screen order. */
  stepFields: readonly (readonly string[])[];
  rules: Record<string, FieldRule<V>>;
  values: V;
  /** The form-encoded body of `POST /{microsite_id}/contact` (spec 001 §7). */
  buildBody(values: V, extras: LeadBodyExtras): Record<string, string>;
  /** Captcha action name (`property_alert`, `property_valuation`). */
  captchaAction: string;
  captcha: CaptchaClient;
  formRef: RefObject<HTMLFormElement | null>;
  honeypotRef: RefObject<HTMLInputElement | null>;
}

export interface MultiStepForm<V = object> {
  /** 0 = intro, then 1..stepCount. */
  step: number;
  stepCount: number;
  status: MultiStepStatus;
  /** Field → message key (client checks or the server's 422). */
  errors: FieldErrors;
  /** Set after a failed submission. */
  submitFailure: SubmitFailure | null;
  /** The server's JSON answer after a successful submission, else null. */
  answer: ContactResponse['data'];
  /** True while submitting and after success: every input and button disabled. */
  locked: boolean;
  isLastStep: boolean;
  start(): void;
  next(): void;
  previous(): void;
  submit(): Promise<void>;
  /** Re-checks one field once it has an error (as the visitor corrects it). */
  revalidate(field: string, values: V): void;
}

type Rules<V> = Record<string, FieldRule<V>>;

/** The path of the page in the browser (`/fr/acheter`) when it is a valid site path, else undefined. */
function currentPagePath(): string | undefined {
  const path = typeof window === 'undefined' ? undefined : window.location.pathname;
  return path !== undefined && sitePath.safeParse(path).success ? path : undefined;
}

/** Focuses the first focusable control inside `[data-field="{field}"]` of the form. */
export function focusField(form: HTMLFormElement | null, field: string): void {
  const container = form?.querySelector<HTMLElement>(`[data-field="${field}"]`);
  const target = container?.matches('input, textarea, button')
    ? container
    : container?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea, button, [tabindex="0"]');
  target?.focus();
}

export function useMultiStepForm<V>(config: MultiStepConfig<V>): MultiStepForm<V> {
  const { api } = useAppContext();
  const payload = usePagePayload();
  const locale: Locale = useLocale();
  const [step, setStep] = useState(0);
  const [status, setStatus] = useState<MultiStepStatus>('editing');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitFailure, setSubmitFailure] = useState<SubmitFailure | null>(null);
  const [answer, setAnswer] = useState<ContactResponse['data']>(null);
  const moved = useRef(false);
  const latest = useRef(config);
  latest.current = config;

  // Moving between steps puts the focus on the new step's heading.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    config.formRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step, config.formRef]);

  const goTo = useCallback((target: number) => {
    moved.current = true;
    setErrors({});
    setSubmitFailure(null);
    setStep(target);
  }, []);

  const check = useCallback((): boolean => {
    const { stepFields, rules, values, formRef } = latest.current;
    const fields = stepFields[step - 1] ?? [];
    const found = validateFields(rules as Rules<V>, fields, values);
    setErrors(found);
    setSubmitFailure(null);
    const first = fields.find((field) => found[field]);
    if (first) {
      // Wait for the invalid state to render (aria-invalid) before moving the focus.
      queueMicrotask(() => focusField(formRef.current, first));
      return false;
    }
    return true;
  }, [step]);

  const locked = status !== 'editing';
  const stepCount = config.stepCount;

  const submit = useCallback(async () => {
    if (locked || step !== stepCount || !check()) return;
    const { captcha, captchaAction, buildBody, values, honeypotRef } = latest.current;
    setStatus('submitting');
    let token: string;
    try {
      token = await captcha.getToken(captchaAction);
    } catch (error) {
      console.warn('Lead form: the captcha failed', error);
      captcha.reset();
      setSubmitFailure('captcha');
      setStatus('editing');
      return;
    }
    const body = buildBody(values, { captchaToken: token, locale, honeypot: honeypotRef.current?.value ?? '', page: currentPagePath() });
    try {
      const response = await api.contact({ micrositeId: payload.microsite_id, siteKey: payload.site_key, locale, body });
      if (response.status >= 200 && response.status < 300) {
        setAnswer(response.data);
        setStatus('success');
        return;
      }
      if (response.status === 422) {
        const fromServer: FieldErrors = {};
        for (const [field, keys] of Object.entries(response.data?.errors ?? {})) {
          const key = Array.isArray(keys) ? keys.find((k) => typeof k === 'string') : undefined;
          if (key) fromServer[field] = key;
        }
        setErrors(fromServer);
      } else {
        console.warn(`Lead form: HTTP ${response.status}`, response.data);
      }
      setSubmitFailure(response.status === 429 ? 'rate-limited' : 'failure');
      setStatus('editing');
    } catch (error) {
      console.warn('Lead form: network error', error);
      setSubmitFailure('failure');
      setStatus('editing');
    } finally {
      captcha.reset();
    }
  }, [api, check, locale, locked, payload.microsite_id, payload.site_key, step, stepCount]);

  return {
    step,
    stepCount,
    status,
    errors,
    submitFailure,
    answer,
    locked,
    isLastStep: step === stepCount,
    start: () => goTo(1),
    next: () => {
      if (locked || step < 1 || step >= stepCount) return;
      if (check()) goTo(step + 1);
    },
    previous: () => {
      if (locked || step <= 1) return;
      goTo(step - 1);
    },
    submit,
    revalidate: (field, values) => {
      if (errors[field] === undefined) return;
      const key = (latest.current.rules as Rules<V>)[field]?.(values);
      setErrors((current) => {
        const next = { ...current };
        if (key) next[field] = key;
        else delete next[field];
        return next;
      });
    },
  };
}
