/**
 * Test-only harness for SchemaForm: renders it controlled (state kept here, like the editor store
 * would), exposes the latest value and every emitted value. Never imported by the app.
 */
import { render } from '@testing-library/react';
import { useState, type JSXElementConstructor, type ReactNode } from 'react';
import type { z } from 'zod';
import type { FormIssue } from './FormContext';
import { SchemaForm } from './SchemaForm';

export interface HarnessOptions {
  uiLocale?: 'fr' | 'en';
  issues?: FormIssue[];
  disabled?: boolean;
  /** Computes issues from the value after every change (like the edit panel's live validation). */
  validate?: boolean;
  /** Wraps the form (e.g. a provider of the media client). */
  wrapper?: JSXElementConstructor<{ children: ReactNode }>;
}

/** Renders a controlled SchemaForm; `value()` is the latest value, `changes` every emitted one. */
export function renderSchemaForm(schema: z.ZodType, initial: unknown, options: HarnessOptions = {}) {
  const state = { value: initial, changes: [] as unknown[] };
  function Harness() {
    const [value, setValue] = useState(initial);
    const issues = options.validate
      ? (schema.safeParse(value).error?.issues.map((issue) => ({
          path: issue.path as (string | number)[],
          message: issue.message,
        })) ?? [])
      : options.issues;
    return (
      <SchemaForm
        schema={schema}
        value={value}
        uiLocale={options.uiLocale ?? 'en'}
        issues={issues}
        disabled={options.disabled}
        onChange={(next) => {
          state.value = next;
          state.changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  const view = render(<Harness />, options.wrapper ? { wrapper: options.wrapper } : undefined);
  return { ...view, value: () => state.value as any, changes: state.changes };
}
