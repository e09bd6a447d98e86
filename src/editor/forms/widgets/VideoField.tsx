/**
 * VideoField: the `video` content type (spec 000 §3 "video"): sources and external sources
 * (MIME type + URL, add/remove), poster per locale, autoplay / controls / loop / muted switches.
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useForm } from '../FormContext';
import { formText, type FormMessageKey } from '../messages';
import type { FieldPath } from '../path';
import { FieldShell } from './FieldShell';
import { LocalizedField } from './LocalizedField';
import { SwitchControl } from './SwitchControl';
import { TextControl } from './TextControl';
import styles from '../forms.module.css';

interface VideoSource {
  type?: string;
  url?: string;
}
interface VideoValue {
  sources?: VideoSource[];
  external_sources?: VideoSource[];
  poster?: Partial<Record<'fr' | 'en', string>>;
  autoplay?: boolean;
  controls?: boolean;
  loop?: boolean;
  muted?: boolean;
}

export interface VideoFieldProps {
  path: FieldPath;
  label: string;
  help?: string;
  value: VideoValue | undefined;
  actions?: ReactNode;
}

/** Defaults of the video schema, shown when a flag is absent. */
const FLAGS: [keyof VideoValue & ('autoplay' | 'controls' | 'loop' | 'muted'), boolean][] = [
  ['autoplay', false],
  ['controls', false],
  ['loop', true],
  ['muted', true],
];

/** The video editor. */
export function VideoField({ path, label, help, value, actions }: VideoFieldProps) {
  const { setAt, getAt, uiLocale, disabled } = useForm();
  const t = (key: FormMessageKey, values?: Record<string, string | number>) => formText(uiLocale, key, values);

  const sourceList = (key: 'sources' | 'external_sources', title: FormMessageKey) => {
    const list = value?.[key] ?? [];
    return (
      <FieldShell path={[...path, key]} label={t(title)}>
        {list.map((source, index) => (
          <div key={index} className={styles.row}>
            <TextControl
              path={[...path, key, index, 'type']}
              label={`${t('editor.forms.video.type')} ${index + 1}`}
              placeholder="video/mp4"
              value={source.type}
              onChange={(next) => setAt([...path, key, index, 'type'], next)}
            />
            <TextControl
              path={[...path, key, index, 'url']}
              label={`${t('editor.forms.video.url')} ${index + 1}`}
              type="url"
              value={source.url}
              onChange={(next) => setAt([...path, key, index, 'url'], next)}
            />
            <Button
              className={styles.button}
              isDisabled={disabled}
              style={{ flex: '0 0 auto' }}
              onPress={() => {
                const latest = (getAt([...path, key]) as VideoSource[] | undefined) ?? [];
                setAt(
                  [...path, key],
                  latest.filter((_, i) => i !== index),
                );
              }}
            >
              {t('editor.forms.video.remove-source', { n: index + 1 })}
            </Button>
          </div>
        ))}
        <div>
          <Button
            className={styles.button}
            isDisabled={disabled}
            onPress={() => {
              const latest = (getAt([...path, key]) as VideoSource[] | undefined) ?? [];
              setAt([...path, key], [...latest, { type: 'video/mp4', url: '' }]);
            }}
          >
            {t('editor.forms.video.add-source')}
          </Button>
        </div>
      </FieldShell>
    );
  };

  return (
    <FieldShell path={path} label={label} help={help} actions={actions} boxed>
      {sourceList('sources', 'editor.forms.video.sources')}
      {sourceList('external_sources', 'editor.forms.video.external-sources')}
      <LocalizedField
        path={[...path, 'poster']}
        label={t('editor.forms.video.poster')}
        value={value?.poster}
        renderControl={(locale, localeLabel, poster, onChange) => (
          <TextControl
            path={[...path, 'poster', locale]}
            label={localeLabel}
            type="url"
            value={poster as string | undefined}
            onChange={onChange}
          />
        )}
      />
      <div className={styles.row}>
        {FLAGS.map(([flag, fallback]) => (
          <SwitchControl
            key={flag}
            path={[...path, flag]}
            label={t(`editor.forms.video.${flag}` as FormMessageKey)}
            value={value?.[flag] ?? fallback}
            onChange={(next) => setAt([...path, flag], next)}
          />
        ))}
      </div>
    </FieldShell>
  );
}
