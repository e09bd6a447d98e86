/**
 * RecordField: a `z.record(key, value)` map (e.g. head element attributes, action params) edited
 * as key/value rows: rename a key, edit its value, add and remove entries. Key order is kept.
 */
import { Button } from 'react-aria-components';
import type { z } from 'zod';
import { FieldNode } from '../FieldNode';
import { useForm } from '../FormContext';
import { formText } from '../messages';
import type { FieldPath } from '../path';
import { defOf, emptyValueFor, unwrap } from '../schemaWalk';
import { FieldShell } from './FieldShell';
import { TextControl } from './TextControl';
import styles from '../forms.module.css';

export interface RecordFieldProps {
  /** The record schema (wrappers removed). */
  schema: z.ZodType;
  path: FieldPath;
  label: string;
  help?: string;
  value: Record<string, unknown> | undefined;
}

/** The key/value editor. */
export function RecordField({ schema, path, label, help, value }: RecordFieldProps) {
  const { setAt, getAt, uiLocale, disabled } = useForm();
  const valueSchema = defOf(schema).valueType as z.ZodType;
  const plainText = defOf(unwrap(valueSchema).inner).type === 'string' || defOf(unwrap(valueSchema).inner).type === 'unknown';
  const entries = Object.entries(value && typeof value === 'object' ? value : {});
  const latest = () => Object.entries((getAt(path) as Record<string, unknown> | undefined) ?? {});
  const t = (key: Parameters<typeof formText>[1], values?: Record<string, string | number>) => formText(uiLocale, key, values);

  const rename = (index: number, nextKey: string) => {
    const rows = latest();
    if (rows.some(([key], i) => key === nextKey && i !== index)) return;
    rows[index] = [nextKey, rows[index][1]];
    setAt(path, Object.fromEntries(rows));
  };

  return (
    <FieldShell path={path} label={label} help={help}>
      {entries.map(([key, entry], index) => (
        <div key={index} className={styles.row}>
          <TextControl
            path={[...path, `#key${index}`]}
            label={`${t('editor.forms.key')} ${index + 1}`}
            value={key}
            onChange={(next) => rename(index, next)}
          />
          {plainText ? (
            <TextControl
              path={[...path, key]}
              label={`${t('editor.forms.value')} ${index + 1}`}
              value={typeof entry === 'string' ? entry : entry === undefined ? '' : JSON.stringify(entry)}
              onChange={(next) => setAt([...path, key], next)}
            />
          ) : (
            <FieldNode
              schema={valueSchema}
              path={[...path, key]}
              value={entry}
              name={`${t('editor.forms.value')} ${index + 1}`}
            />
          )}
          <Button
            className={styles.button}
            style={{ flex: '0 0 auto' }}
            isDisabled={disabled}
            onPress={() => setAt(path, Object.fromEntries(latest().filter((_, i) => i !== index)))}
          >
            {t('editor.forms.remove-entry', { key: key || index + 1 })}
          </Button>
        </div>
      ))}
      <div>
        <Button
          className={styles.button}
          isDisabled={disabled}
          onPress={() => {
            const rows = latest();
            let n = rows.length + 1;
            while (rows.some(([key]) => key === `key${n}`)) n += 1;
            const start = plainText ? '' : emptyValueFor(valueSchema);
            setAt(path, Object.fromEntries([...rows, [`key${n}`, start]]));
          }}
        >
          {t('editor.forms.add-entry')}
        </Button>
      </div>
    </FieldShell>
  );
}
