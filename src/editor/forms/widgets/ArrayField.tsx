/**
 * ArrayField: a plain list (not item blocks), e.g. the theme's colour schemes list or head
 * elements: each entry edited with its own widget, plus add (the element's empty value), remove
 * and move up/down.
 */
import { Button } from 'react-aria-components';
import type { z } from 'zod';
import { FieldNode } from '../FieldNode';
import { useForm } from '../FormContext';
import { formText } from '../messages';
import { moveItem, type FieldPath } from '../path';
import { defOf, emptyValueFor } from '../schemaWalk';
import { FieldShell } from './FieldShell';
import { ListItemControls } from './ListItemControls';
import { useStableIds } from './useStableIds';
import styles from '../forms.module.css';

export interface ArrayFieldProps {
  /** The array schema (wrappers removed). */
  schema: z.ZodType;
  path: FieldPath;
  label: string;
  help?: string;
  value: unknown[] | undefined;
}

/** The list editor. */
export function ArrayField({ schema, path, label, help, value }: ArrayFieldProps) {
  const { setAt, getAt, uiLocale, disabled } = useForm();
  const list = Array.isArray(value) ? value : [];
  const element = defOf(schema).element as z.ZodType;
  const stable = useStableIds(list.length);
  const latest = () => (Array.isArray(getAt(path)) ? (getAt(path) as unknown[]) : []);
  return (
    <FieldShell path={path} label={label} help={help}>
      {list.length === 0 ? <p className={styles.empty}>{formText(uiLocale, 'editor.forms.empty-list')}</p> : null}
      <ol className={styles.items}>
        {list.map((entry, index) => (
          <li key={stable.ids[index]} className={styles.itemBody}>
            <div className={styles.itemHead}>
              <div style={{ flex: 1, minWidth: 0 }}>
                <FieldNode schema={element} path={[...path, index]} value={entry} name={`${label} ${index + 1}`} />
              </div>
              <ListItemControls
                index={index}
                count={list.length}
                onMove={(to) => {
                  stable.move(index, to);
                  setAt(path, moveItem(latest(), index, to));
                }}
                onRemove={() => {
                  stable.remove(index);
                  setAt(
                    path,
                    latest().filter((_, i) => i !== index),
                  );
                }}
              />
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button
          className={styles.button}
          isDisabled={disabled}
          onPress={() => {
            const current = latest();
            stable.insert(current.length);
            setAt(path, [...current, emptyValueFor(element)]);
          }}
        >
          {formText(uiLocale, 'editor.forms.add-item')}
        </Button>
      </div>
    </FieldShell>
  );
}
