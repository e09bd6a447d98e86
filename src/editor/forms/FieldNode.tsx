/**
 * FieldNode: renders one field of a zod schema with the widget its `fieldMeta` (or its zod type)
 * calls for — looked up in the widget map (widgets/index.ts) — and ObjectFields renders an
 * object's members, grouped by `fieldMeta.group`.
 *
 * Both are memoised on (schema, value identity, path key): values change immutably with shared
 * structure, so a keystroke re-renders only the fields along the changed path.
 */
import { memo, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import type { z } from 'zod';
import { fieldHelp, fieldLabel } from './fieldLabels';
import { useForm } from './FormContext';
import { formText } from './messages';
import { pathKey, type FieldPath } from './path';
import { describeField, emptyValueFor, shapeOf, type FieldDescription } from './schemaWalk';
import { FieldShell } from './widgets/FieldShell';
import { widgetFor } from './widgets/index';
import styles from './forms.module.css';

const descriptions = new WeakMap<z.ZodType, FieldDescription>();

/** `describeField`, cached per schema instance. */
export function describeCached(schema: z.ZodType): FieldDescription {
  let described = descriptions.get(schema);
  if (!described) {
    described = describeField(schema);
    descriptions.set(schema, described);
  }
  return described;
}

export interface FieldNodeProps {
  schema: z.ZodType;
  path: FieldPath;
  value: unknown;
  /** The field's key in its parent (label source), or a ready label. */
  name: string | number;
}

const COMPOSITE = new Set(['image', 'link', 'video', 'icon', 'object']);

function FieldNodeImpl({ schema, path, value, name }: FieldNodeProps) {
  const { uiLocale, setAt, disabled } = useForm();
  const d = describeCached(schema);
  const label = fieldLabel(name, d.meta, uiLocale);
  const help = fieldHelp(d.meta, uiLocale);
  const set = (next: unknown) => setAt(path, next);

  if (d.kind === 'hidden') return null;

  // An absent optional object-like value starts with an "Add" button; a present one can be removed.
  const composite = COMPOSITE.has(d.kind) && !d.localized;
  if (composite && d.optional && (value === undefined || value === null)) {
    return (
      <FieldShell path={path} label={label} help={help}>
        <div>
          <Button className={styles.button} isDisabled={disabled} onPress={() => set(emptyValueFor(d.inner))}>
            {formText(uiLocale, 'editor.forms.add-field', { field: label })}
          </Button>
        </div>
      </FieldShell>
    );
  }
  const removeAction: ReactNode =
    composite && d.optional && d.defaultValue === undefined ? (
      <Button
        className={styles.linkButton}
        isDisabled={disabled}
        aria-label={formText(uiLocale, 'editor.forms.remove-field', {
          field: label,
        })}
        onPress={() => set(undefined)}
      >
        {formText(uiLocale, 'editor.forms.remove')}
      </Button>
    ) : null;

  const Widget = widgetFor(d.kind);
  return (
    <Widget
      description={d}
      path={path}
      value={value}
      label={label}
      help={help}
      set={set}
      removeAction={removeAction}
      uiLocale={uiLocale}
      renderObject={(inner, objectPath, objectValue) => <ObjectFields schema={inner} path={objectPath} value={objectValue} />}
    />
  );
}

const sameNode = (a: FieldNodeProps, b: FieldNodeProps) =>
  a.schema === b.schema && a.value === b.value && a.name === b.name && pathKey(a.path) === pathKey(b.path);

/** One field of a schema, memoised by (schema, value, path). */
export const FieldNode = memo(FieldNodeImpl, sameNode);

export interface ObjectFieldsProps {
  /** A zod object schema (wrappers allowed). */
  schema: z.ZodType;
  path: FieldPath;
  value: unknown;
}

function ObjectFieldsImpl({ schema, path, value }: ObjectFieldsProps) {
  const { uiLocale } = useForm();
  const shape = shapeOf(describeCached(schema).inner);
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const ungrouped: string[] = [];
  const groups = new Map<string, string[]>();
  for (const key of Object.keys(shape)) {
    const { meta } = describeCached(shape[key]);
    if (meta.serverData) continue;
    const group = meta.group;
    if (group) groups.set(group, [...(groups.get(group) ?? []), key]);
    else ungrouped.push(key);
  }
  const render = (key: string) => (
    <FieldNode key={key} schema={shape[key]} path={[...path, key]} value={record[key]} name={key} />
  );
  return (
    <>
      {ungrouped.map(render)}
      {[...groups].map(([group, keys]) => (
        <fieldset key={group} className={styles.fieldset}>
          <legend className={styles.legend}>{fieldLabel(group, undefined, uiLocale)}</legend>
          {keys.map(render)}
        </fieldset>
      ))}
    </>
  );
}

/** The members of an object schema, memoised by (schema, value, path). */
export const ObjectFields = memo(
  ObjectFieldsImpl,
  (a, b) => a.schema === b.schema && a.value === b.value && pathKey(a.path) === pathKey(b.path),
);
