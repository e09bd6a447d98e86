/**
 * The editor's field widgets by the name of the field-meta vocabulary (src/schema/content.ts
 * `FieldMeta.widget`) and the structural kinds of the schema walk: `FieldNode` looks a field's
 * kind up here. Typed as a complete map, so a widget added to the vocabulary without a component
 * is a type error; at run time an unknown name renders an inline error, never a crash.
 */
import type { ReactNode } from 'react';
import type { FieldKind, FieldDescription } from '../schemaWalk';
import type { FieldPath } from '../path';
import { formText } from '../messages';
import { ArrayField } from './ArrayField';
import { CodeEditor } from './CodeEditor';
import { ColorControl } from './ColorControl';
import { FieldShell } from './FieldShell';
import { IconField } from './IconField';
import { ImageField } from './ImageField';
import { LinkField } from './LinkField';
import { LocalizedField } from './LocalizedField';
import { NumberControl } from './NumberControl';
import { RecordField } from './RecordField';
import { RepeaterField } from './RepeaterField';
import { RichTextEditor } from './RichTextEditor';
import { SelectControl } from './SelectControl';
import { SwitchControl } from './SwitchControl';
import { TextControl } from './TextControl';
import { VideoField } from './VideoField';
import styles from '../forms.module.css';
import type { Locale } from '../../../lib/locales';

/** What every widget receives from `FieldNode`. */
export interface WidgetProps {
  /** The field as the schema walk describes it (kind, inner schema, options, bounds…). */
  description: FieldDescription;
  path: FieldPath;
  value: unknown;
  label: string;
  help?: string;
  /** Writes the field's new value. */
  set(next: unknown): void;
  /** "Remove" action of an optional composite field (image, link, video, icon, object). */
  removeAction: ReactNode;
  uiLocale: Locale;
  /** Renders the members of an object (FieldNode's `ObjectFields`, passed to avoid an import cycle). */
  renderObject(schema: FieldDescription['inner'], path: FieldPath, value: unknown): ReactNode;
}

export type WidgetComponent = (props: WidgetProps) => ReactNode;

/** Kinds that render nothing (server-fed fields). */
export type WidgetName = Exclude<FieldKind, 'hidden'>;

function TextWidget({ description: d, path, value, label, help, set, uiLocale }: WidgetProps) {
  const control = (controlPath: FieldPath, controlLabel: ReactNode, current: unknown, onChange: (next: string) => void) => {
    const text = typeof current === 'string' ? current : undefined;
    if (d.kind === 'richtext') return <RichTextEditor path={controlPath} label={controlLabel} value={text} onChange={onChange} />;
    if (d.kind === 'code')
      return (
        <CodeEditor
          path={controlPath}
          label={controlLabel}
          labelText={`${label}${controlPath.length > path.length ? ` (${formText(uiLocale, `editor.forms.locale.${controlPath[controlPath.length - 1] as 'fr' | 'en'}`)})` : ''}`}
          value={text}
          onChange={onChange}
        />
      );
    return (
      <TextControl path={controlPath} label={controlLabel} value={text} onChange={onChange} multiline={d.kind === 'textarea'} help={d.localized ? undefined : help} />
    );
  };
  if (d.localized) {
    return (
      <LocalizedField
        path={path}
        label={label}
        help={help}
        value={value as Record<'fr' | 'en', string> | undefined}
        renderControl={(locale, localeLabel, current, onChange) => control([...path, locale], localeLabel, current, onChange as (next: string) => void)}
      />
    );
  }
  return control(path, label, value, set as (next: string) => void);
}

function UnsupportedWidget({ path, label, help, uiLocale }: WidgetProps) {
  return (
    <FieldShell path={path} label={label} help={help}>
      <p className={styles.empty}>{formText(uiLocale, 'editor.forms.unsupported')}</p>
    </FieldShell>
  );
}

/** Every widget name → its component. */
export const fieldWidgets: Record<WidgetName, WidgetComponent> = {
  text: TextWidget,
  textarea: TextWidget,
  richtext: TextWidget,
  code: TextWidget,
  number: ({ description: d, path, value, label, help, set }) => (
    <NumberControl path={path} label={label} help={help} value={typeof value === 'number' ? value : undefined} min={d.min} max={d.max} step={d.integer ? 1 : undefined} onChange={set} />
  ),
  boolean: ({ description: d, path, value, label, help, set }) => (
    <SwitchControl path={path} label={label} help={help} value={(value ?? d.defaultValue) as boolean | undefined} onChange={set} />
  ),
  enum: ({ description: d, path, value, label, help, set }) => (
    <SelectControl
      path={path}
      label={label}
      help={help}
      value={(value ?? d.defaultValue) as string | undefined}
      options={d.options ?? []}
      allowEmpty={d.optional && d.defaultValue === undefined}
      onChange={set}
    />
  ),
  color: ({ path, value, label, help, set }) => <ColorControl path={path} label={label} labelText={label} help={help} value={value as string | undefined} onChange={set} />,
  image: ({ path, value, label, help, removeAction }) => <ImageField path={path} label={label} help={help} value={value as never} actions={removeAction} />,
  link: ({ path, value, label, help, removeAction }) => <LinkField path={path} label={label} help={help} value={value as never} actions={removeAction} />,
  video: ({ path, value, label, help, removeAction }) => <VideoField path={path} label={label} help={help} value={value as never} actions={removeAction} />,
  icon: ({ path, value, label, help, removeAction }) => <IconField path={path} label={label} help={help} value={value as never} actions={removeAction} />,
  repeater: ({ description: d, path, value, label, help }) => <RepeaterField schema={d.inner} path={path} label={label} help={help} value={value as unknown[] | undefined} />,
  array: ({ description: d, path, value, label, help }) => <ArrayField schema={d.inner} path={path} label={label} help={help} value={value as unknown[] | undefined} />,
  record: ({ description: d, path, value, label, help }) => (
    <RecordField schema={d.inner} path={path} label={label} help={help} value={value as Record<string, unknown> | undefined} />
  ),
  object: ({ description: d, path, value, label, help, removeAction, renderObject }) => (
    <FieldShell path={path} label={label} help={help} actions={removeAction} boxed>
      {renderObject(d.inner, path, value)}
    </FieldShell>
  ),
  unsupported: UnsupportedWidget,
};

/** The widget of a kind; an unknown name (a typo in a schema's meta) gets the inline error. */
export function widgetFor(kind: string): WidgetComponent {
  return (fieldWidgets as Record<string, WidgetComponent | undefined>)[kind] ?? UnsupportedWidget;
}
