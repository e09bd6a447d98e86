/**
 * SchemaForm: the edit panel's form, generated from a zod 4 schema (never written
 * per block). Used for block `fields`,
 * block `params` and the general settings.
 *
 * It walks the schema (objects, optional, default, nullable, enum, literal, array, union of
 * literals, string, number, boolean, record) and reads the `fieldMeta` registry
 * (src/schema/content.ts) for each field's widget, label, help and group. Widgets: text, textarea,
 * richtext (tiptap), number, boolean (switch), enum (select), colour, image, video, link, icon,
 * repeaters of item blocks, nested objects (fieldsets), code (monaco, loaded on demand).
 * Bilingual `{fr, en}` values show side by side with "copy from the other language".
 *
 * ```tsx
 * <SchemaForm schema={definition.fields} value={block.fields} onChange={setFields} uiLocale="fr"
 *   issues={result.success ? [] : result.error.issues} />
 * ```
 *
 * - `value` is never mutated: `onChange(next)` receives a new value sharing every unchanged branch
 *   (fields are memoised by value identity and path, so a keystroke re-renders one field).
 * - `issues` are zod issues (`path` relative to `value`); each shows inline under its field with
 *   aria-invalid / aria-describedby; collapsed repeater items show their count.
 * - `idPrefix` keeps DOM ids unique when two forms are on screen (default `sf`).
 * - `optionLabel` names enum choices (e.g. from the editor's messages, `useOptionMessages`);
 *   a choice it leaves `undefined` gets the form's own dictionary (fieldLabels.ts).
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { z } from 'zod';
import { FieldNode, ObjectFields, describeCached } from './FieldNode';
import { FormContext, IssueStore, useUnclaimedIssues, type FormContextValue, type FormIssue } from './FormContext';
import type { UiLocale } from './messages';
import type { OptionLabelResolver } from './useOptionMessages';
import { getIn, setIn, type FieldPath } from './path';
import styles from './forms.module.css';

export interface SchemaFormProps {
  schema: z.ZodType;
  value: unknown;
  onChange(next: unknown): void;
  uiLocale: UiLocale;
  issues?: readonly { path: readonly PropertyKey[]; message: string }[];
  disabled?: boolean;
  idPrefix?: string;
  /** Visible labels of enum choices (stable function; see the file comment). */
  optionLabel?: OptionLabelResolver;
}

/**
 * The schema-driven form (see the file comment). Memoised: a form whose props are unchanged (the
 * display parameters while a field is typed in) does not re-render with its panel.
 */
export const SchemaForm = memo(function SchemaForm({ schema, value, onChange, uiLocale, issues, disabled = false, idPrefix = 'sf', optionLabel }: SchemaFormProps) {
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const issueStore = useMemo(() => new IssueStore(), []);

  const normalisedIssues = useMemo<FormIssue[]>(
    () =>
      (issues ?? []).map((issue) => ({
        path: issue.path.filter((step): step is string | number => typeof step !== 'symbol'),
        message: issue.message,
      })),
    [issues],
  );
  // Issues go to the store before paint; only fields whose messages changed re-render.
  const firstSet = useRef(false);
  if (!firstSet.current) {
    issueStore.set(normalisedIssues);
    firstSet.current = true;
  }
  useLayoutEffect(() => {
    issueStore.set(normalisedIssues);
  }, [issueStore, normalisedIssues]);

  const setAt = useCallback((path: FieldPath, next: unknown) => {
    const updated = setIn(valueRef.current, path, next);
    if (updated === valueRef.current) return;
    valueRef.current = updated;
    onChangeRef.current(updated);
  }, []);
  const getAt = useCallback((path: FieldPath) => getIn(valueRef.current, path), []);

  const context = useMemo<FormContextValue>(
    () => ({ uiLocale, disabled, idPrefix, setAt, getAt, issues: issueStore, optionLabel }),
    [uiLocale, disabled, idPrefix, setAt, getAt, issueStore, optionLabel],
  );
  const isObject = describeCached(schema).kind === 'object';

  return (
    <FormContext.Provider value={context}>
      <div className={styles.form} lang={uiLocale}>
        <UnclaimedIssues />
        {isObject ? <ObjectFields schema={schema} path={[]} value={value} /> : <FieldNode schema={schema} path={[]} value={value} name="" />}
      </div>
    </FormContext.Provider>
  );
});

/** Issues no field shows (root-level or hidden paths), listed at the top of the form. */
function UnclaimedIssues() {
  const messages = useUnclaimedIssues();
  if (messages.length === 0) return null;
  return (
    <ul className={styles.formErrors} role="alert">
      {messages.map((message, index) => (
        <li key={index}>{message}</li>
      ))}
    </ul>
  );
}
