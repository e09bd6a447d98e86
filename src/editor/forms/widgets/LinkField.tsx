/**
 * LinkField: the `link` content type (spec 000 §3 "link"): text and URL per locale, target, format
 * (type + background and text colours), icon (name + weight + align) and on-click action type.
 * Optional parts (format, icon, action) are removed when emptied.
 */
import type { ReactNode } from 'react';
import { useForm } from '../FormContext';
import { formText, type FormMessageKey } from '../messages';
import type { FieldPath } from '../path';
import { ColorControl } from './ColorControl';
import { FieldShell } from './FieldShell';
import { IconPicker } from './IconPicker';
import { WEIGHTS } from './IconField';
import { LocalizedField } from './LocalizedField';
import { SelectControl } from './SelectControl';
import { TextControl } from './TextControl';
import styles from '../forms.module.css';

interface LinkValue {
  format?: { type?: string; bg_color?: string; color?: string };
  text?: Partial<Record<'fr' | 'en', string>>;
  url?: Partial<Record<'fr' | 'en', string>>;
  target?: string;
  icon?: { type?: string; font_weight?: string; align?: string };
  on_click_action?: {
    action_type?: string;
    action_params?: Record<string, unknown>;
  };
}

export interface LinkFieldProps {
  path: FieldPath;
  label: string;
  help?: string;
  value: LinkValue | undefined;
  actions?: ReactNode;
}

const FORMAT_TYPES = ['button', 'button-outline', 'link', 'text'] as const;
const FORMAT_LABELS: Record<string, FormMessageKey> = {
  button: 'editor.forms.link.format-button',
  'button-outline': 'editor.forms.link.format-button-outline',
  link: 'editor.forms.link.format-link',
  text: 'editor.forms.link.format-text',
};

/** The link editor. */
export function LinkField({ path, label, help, value, actions }: LinkFieldProps) {
  const { setAt, uiLocale } = useForm();
  const t = (key: FormMessageKey) => formText(uiLocale, key);
  return (
    <FieldShell path={path} label={label} help={help} actions={actions} boxed>
      <LocalizedField
        path={[...path, 'text']}
        label={t('editor.forms.link.text')}
        value={value?.text}
        renderControl={(locale, localeLabel, text, onChange) => (
          <TextControl
            path={[...path, 'text', locale]}
            label={localeLabel}
            value={text as string | undefined}
            onChange={onChange}
          />
        )}
      />
      <LocalizedField
        path={[...path, 'url']}
        label={t('editor.forms.link.url')}
        value={value?.url}
        renderControl={(locale, localeLabel, url, onChange) => (
          <TextControl
            path={[...path, 'url', locale]}
            label={localeLabel}
            type="url"
            placeholder={locale === 'fr' ? '/fr/…' : '/en/…'}
            value={url as string | undefined}
            onChange={onChange}
          />
        )}
      />
      <div className={styles.row}>
        <SelectControl
          path={[...path, 'target']}
          label={t('editor.forms.link.target')}
          value={value?.target ?? '_self'}
          options={['_self', '_blank']}
          optionText={(choice) => t(choice === '_blank' ? 'editor.forms.link.target-blank' : 'editor.forms.link.target-self')}
          onChange={(next) => setAt([...path, 'target'], next)}
        />
        <SelectControl
          path={[...path, 'format', 'type']}
          label={t('editor.forms.link.format-type')}
          value={value?.format?.type ?? 'button'}
          options={FORMAT_TYPES}
          optionText={(choice) => t(FORMAT_LABELS[String(choice)])}
          onChange={(next) => setAt([...path, 'format', 'type'], next)}
        />
      </div>
      <div className={styles.row}>
        <ColorControl
          path={[...path, 'format', 'bg_color']}
          label={t('editor.forms.link.bg-color')}
          labelText={t('editor.forms.link.bg-color')}
          value={value?.format?.bg_color}
          onChange={(next) => setAt([...path, 'format', 'bg_color'], next)}
        />
        <ColorControl
          path={[...path, 'format', 'color']}
          label={t('editor.forms.link.color')}
          labelText={t('editor.forms.link.color')}
          value={value?.format?.color}
          onChange={(next) => setAt([...path, 'format', 'color'], next)}
        />
      </div>
      <IconPicker
        path={[...path, 'icon', 'type']}
        label={t('editor.forms.link.icon')}
        value={value?.icon?.type}
        weight={value?.icon?.font_weight}
        allowEmpty
        onChange={(next) =>
          setAt(
            [...path, 'icon'],
            next === undefined
              ? undefined
              : {
                  font_weight: 'regular',
                  align: 'left',
                  ...value?.icon,
                  type: next,
                },
          )
        }
      />
      {value?.icon ? (
        <div className={styles.row}>
          <SelectControl
            path={[...path, 'icon', 'font_weight']}
            label={t('editor.forms.icon.weight')}
            value={value.icon.font_weight ?? 'regular'}
            options={WEIGHTS}
            onChange={(next) => setAt([...path, 'icon', 'font_weight'], next)}
          />
          <SelectControl
            path={[...path, 'icon', 'align']}
            label={t('editor.forms.link.icon-align')}
            value={value.icon.align ?? 'left'}
            options={['left', 'right']}
            optionText={(choice) => t(choice === 'right' ? 'editor.forms.link.align-right' : 'editor.forms.link.align-left')}
            onChange={(next) => setAt([...path, 'icon', 'align'], next)}
          />
        </div>
      ) : null}
      <TextControl
        path={[...path, 'on_click_action', 'action_type']}
        label={t('editor.forms.link.action-type')}
        value={value?.on_click_action?.action_type}
        onChange={(next) =>
          setAt([...path, 'on_click_action'], next ? { ...value?.on_click_action, action_type: next } : undefined)
        }
      />
    </FieldShell>
  );
}
