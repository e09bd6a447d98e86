/**
 * ImageField: the `image` content type (spec 000 §3 "image"): an image chosen from the media
 * library or uploaded there (its URL, the widest fallback variant the renderer builds `srcset`
 * from, its alt texts per locale and its focal point fill the field), or a URL and alternative
 * text per locale typed in,
 * focal point picked by clicking the preview (or arrow keys on it, or as x/y numbers 0–1),
 * filters (blur px, brightness, contrast, opacity, saturate) and fetch priority.
 */
import type { ReactNode } from 'react';
import { useForm } from '../FormContext';
import { formText, type FormMessageKey } from '../messages';
import type { FieldPath } from '../path';
import { ImageLibraryActions } from '../../media/ImageLibraryActions';
import { FieldShell } from './FieldShell';
import { FilterSlider } from './FilterSlider';
import { FocalPointButton } from './FocalPointButton';
import { LocalizedField } from './LocalizedField';
import { NumberControl } from './NumberControl';
import { SelectControl } from './SelectControl';
import { TextControl } from './TextControl';
import styles from '../forms.module.css';

interface ImageValue {
  media?: Partial<Record<'fr' | 'en', { url?: string; alt?: string }>>;
  center?: { x: number; y: number };
  filters?: Partial<Record<'blur' | 'brightness' | 'contrast' | 'opacity' | 'saturate', number>>;
  fetch_priority?: 'high' | 'low';
}

/** Filter ranges: [key, label, min, max, step, neutral value]. */
const FILTERS: [keyof NonNullable<ImageValue['filters']>, FormMessageKey, number, number, number, number][] = [
  ['blur', 'editor.forms.image.blur', 0, 20, 0.5, 0],
  ['brightness', 'editor.forms.image.brightness', 0, 2, 0.05, 1],
  ['contrast', 'editor.forms.image.contrast', 0, 2, 0.05, 1],
  ['opacity', 'editor.forms.image.opacity', 0, 1, 0.05, 1],
  ['saturate', 'editor.forms.image.saturate', 0, 2, 0.05, 1],
];

const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

export interface ImageFieldProps {
  path: FieldPath;
  label: string;
  help?: string;
  value: ImageValue | undefined;
}

/** The image editor. */
export function ImageField({ path, label, help, value, actions }: ImageFieldProps & { actions?: ReactNode }) {
  const { setAt, uiLocale, disabled } = useForm();
  const t = (key: FormMessageKey) => formText(uiLocale, key);
  const previewUrl = value?.media?.[uiLocale]?.url || value?.media?.fr?.url || value?.media?.en?.url || '';
  const center = value?.center;
  const setCenter = (x: number, y: number) => setAt([...path, 'center'], { x: round(x), y: round(y) });

  return (
    <FieldShell path={path} label={label} help={help} actions={actions} boxed>
      <ImageLibraryActions
        uiLocale={uiLocale}
        disabled={disabled}
        onPick={(item) => {
          setAt([...path, 'media'], { fr: { url: item.url, alt: item.alt.fr }, en: { url: item.url, alt: item.alt.en } });
          setAt([...path, 'center'], item.focal_point);
        }}
      />
      <LocalizedField
        path={[...path, 'media']}
        label={t('editor.forms.image.url')}
        value={value?.media}
        renderControl={(locale, localeLabel, media) => {
          const entry = (media ?? {}) as { url?: string; alt?: string };
          return (
            <>
              <TextControl
                path={[...path, 'media', locale, 'url']}
                label={localeLabel}
                type="url"
                value={entry.url}
                onChange={(next) => setAt([...path, 'media', locale, 'url'], next)}
              />
              <TextControl
                path={[...path, 'media', locale, 'alt']}
                label={`${t('editor.forms.image.alt')} (${formText(uiLocale, `editor.forms.locale.${locale}`)})`}
                value={entry.alt}
                onChange={(next) => {
                  setAt([...path, 'media', locale, 'alt'], next);
                }}
              />
            </>
          );
        }}
      />
      <FieldShell
        path={[...path, 'center']}
        label={t('editor.forms.image.focal-point')}
        help={t('editor.forms.image.focal-hint')}
      >
        {previewUrl ? (
          <FocalPointButton src={previewUrl} value={center} onChange={(point) => setCenter(point.x, point.y)} disabled={disabled} label={t('editor.forms.image.preview')} />
        ) : null}
        <div className={styles.row}>
          <NumberControl
            path={[...path, 'center', 'x']}
            label={t('editor.forms.image.focal-x')}
            value={center?.x}
            min={0}
            max={1}
            step={0.01}
            onChange={(x) => setCenter(x ?? 0.5, center?.y ?? 0.5)}
          />
          <NumberControl
            path={[...path, 'center', 'y']}
            label={t('editor.forms.image.focal-y')}
            value={center?.y}
            min={0}
            max={1}
            step={0.01}
            onChange={(y) => setCenter(center?.x ?? 0.5, y ?? 0.5)}
          />
        </div>
      </FieldShell>
      <details className={styles.disclosure} open={Object.keys(value?.filters ?? {}).length > 0 || undefined}>
        <summary>{t('editor.forms.image.filters')}</summary>
        <FieldShell path={[...path, 'filters']} label={t('editor.forms.image.filters')}>
          {FILTERS.map(([key, labelKey, min, max, step, neutral]) => (
            <FilterSlider
              key={key}
              label={t(labelKey)}
              value={value?.filters?.[key] ?? neutral}
              min={min}
              max={max}
              step={step}
              onChange={(next) => setAt([...path, 'filters', key], next)}
            />
          ))}
        </FieldShell>
      </details>
      <SelectControl
        path={[...path, 'fetch_priority']}
        label={t('editor.forms.image.fetch-priority')}
        value={value?.fetch_priority}
        options={['high', 'low']}
        allowEmpty
        optionText={(choice) => t(choice === 'high' ? 'editor.forms.image.priority-high' : 'editor.forms.image.priority-low')}
        onChange={(next) => setAt([...path, 'fetch_priority'], next)}
      />
    </FieldShell>
  );
}
