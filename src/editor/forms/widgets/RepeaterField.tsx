/**
 * RepeaterField: a list of item blocks (spec 000 §3 "repeater entries are item blocks"): add (a new
 * item from the item definition's `demo`, via `getBlockSchema(itemType)`), remove, move
 * up/down, collapse/expand; each item is summarised by its first text field and flags its issues.
 */
import { memo, useState } from 'react';
import { Button } from 'react-aria-components';
import type { z } from 'zod';
import { getBlockSchema } from '../../../blocks/schemas';
import { ObjectFields } from '../FieldNode';
import { useFieldId, useForm, useNestedIssueCount } from '../FormContext';
import { formText, labelSeparator } from '../messages';
import { moveItem, pathKey, type FieldPath } from '../path';
import { defOf, emptyValueFor, itemBlockTypeOf, shapeOf, unwrap } from '../schemaWalk';
import { FieldShell } from './FieldShell';
import { itemSummary } from './itemSummary';
import { ListItemControls } from './ListItemControls';
import { useStableIds } from './useStableIds';
import styles from '../forms.module.css';

export interface RepeaterFieldProps {
  /** The array schema (wrappers removed). */
  schema: z.ZodType;
  path: FieldPath;
  label: string;
  help?: string;
  value: unknown[] | undefined;
}

/** A new item of `itemType`: its definition's demo content, else the schema's empty value. */
export function newRepeaterItem(itemType: string, element: z.ZodType): unknown {
  const definition = getBlockSchema(itemType);
  if (definition) {
    return {
      block_type: itemType,
      block_params: structuredClone(definition.demo.block_params ?? {}),
      fields: structuredClone(definition.demo.fields),
    };
  }
  return emptyValueFor(element);
}

/** The repeater editor. */
export function RepeaterField({ schema, path, label, help, value }: RepeaterFieldProps) {
  const { setAt, getAt, uiLocale, disabled } = useForm();
  const list = Array.isArray(value) ? value : [];
  const element = defOf(schema).element as z.ZodType;
  const itemType = itemBlockTypeOf(element) ?? '';
  const itemShape = shapeOf(unwrap(element).inner);
  const itemLabel = getBlockSchema(itemType)?.label[uiLocale];
  const stable = useStableIds(list.length);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const latest = () => (Array.isArray(getAt(path)) ? (getAt(path) as unknown[]) : []);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <FieldShell path={path} label={label} help={help}>
      {list.length === 0 ? <p className={styles.empty}>{formText(uiLocale, 'editor.forms.empty-list')}</p> : null}
      <ol className={styles.items}>
        {list.map((item, index) => {
          const id = stable.ids[index];
          return (
            <RepeaterItem
              key={id}
              id={id}
              index={index}
              count={list.length}
              item={item}
              path={path}
              fieldsSchema={itemShape.fields}
              paramsSchema={itemShape.block_params}
              itemLabel={itemLabel}
              expanded={expanded.has(id)}
              onToggle={toggle}
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
          );
        })}
      </ol>
      <div>
        <Button
          className={styles.button}
          isDisabled={disabled}
          onPress={() => {
            const current = latest();
            const id = stable.insert(current.length);
            setExpanded((open) => new Set(open).add(id));
            setAt(path, [...current, newRepeaterItem(itemType, element)]);
          }}
        >
          {formText(uiLocale, 'editor.forms.add-item')}
          {itemLabel ? ` — ${itemLabel}` : ''}
        </Button>
      </div>
    </FieldShell>
  );
}

interface RepeaterItemProps {
  id: string;
  index: number;
  count: number;
  item: unknown;
  path: FieldPath;
  fieldsSchema: z.ZodType | undefined;
  paramsSchema: z.ZodType | undefined;
  itemLabel: string | undefined;
  expanded: boolean;
  onToggle(id: string): void;
  onMove(to: number): void;
  onRemove(): void;
}

function RepeaterItemImpl({
  id,
  index,
  count,
  item,
  path,
  fieldsSchema,
  paramsSchema,
  itemLabel,
  expanded,
  onToggle,
  onMove,
  onRemove,
}: RepeaterItemProps) {
  const { uiLocale } = useForm();
  const itemPath = [...path, index];
  const bodyId = useFieldId(itemPath, 'body');
  const issueCount = useNestedIssueCount(itemPath);
  const record = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  const n = index + 1;
  const summary =
    (fieldsSchema ? itemSummary(fieldsSchema, record.fields, uiLocale) : '') ||
    `${itemLabel ?? formText(uiLocale, 'editor.forms.item', { n })} ${itemLabel ? n : ''}`.trim();
  const hasParams = paramsSchema ? Object.keys(shapeOf(unwrap(paramsSchema).inner)).length > 0 : false;
  return (
    <li className={styles.item} data-invalid={issueCount > 0 || undefined} aria-label={`${n}. ${summary}`}>
      <div className={styles.itemHead}>
        <Button
          className={styles.itemSummary}
          aria-expanded={expanded}
          aria-controls={expanded ? bodyId : undefined}
          aria-label={`${formText(uiLocale, expanded ? 'editor.forms.collapse' : 'editor.forms.expand', { n })}${labelSeparator(uiLocale)}${summary}`}
          onPress={() => onToggle(id)}
        >
          <span aria-hidden="true">{expanded ? '▾ ' : '▸ '}</span>
          {summary}
          {issueCount > 0 ? <span className={styles.error}> ({issueCount} ⚠)</span> : null}
        </Button>
        <ListItemControls index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
      {expanded ? (
        <div id={bodyId} className={styles.itemBody}>
          {fieldsSchema ? <ObjectFields schema={fieldsSchema} path={[...itemPath, 'fields']} value={record.fields} /> : null}
          {hasParams && paramsSchema ? (
            <ObjectFields schema={paramsSchema} path={[...itemPath, 'block_params']} value={record.block_params} />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** One repeater item, re-rendered only when its value, position or expansion changes. */
const RepeaterItem = memo(
  RepeaterItemImpl,
  (a, b) =>
    a.item === b.item &&
    a.index === b.index &&
    a.count === b.count &&
    a.expanded === b.expanded &&
    a.fieldsSchema === b.fieldsSchema &&
    pathKey(a.path) === pathKey(b.path),
);
