/**
 * A code editor (monaco-editor, bundled locally with its workers) for `code` fields and the
 * developer test block's script preview.
 *
 * Nothing of monaco loads until this component renders: the implementation is a `lazy()` import,
 * wrapped here in a Suspense boundary that shows a visible loading state of the same height. Public
 * code may import this file: only the tiny wrapper lands in its chunk.
 *
 * ```tsx
 * <MonacoEditor value={html} language="html" onChange={setHtml} height={280} ariaLabel="Script" />
 * ```
 * Props: see {@link MonacoEditorProps} (`height` in px, default 320).
 */
import { lazy, Suspense } from 'react';
import { MonacoLoading } from './MonacoLoading';
import { DEFAULT_MONACO_HEIGHT, type MonacoEditorProps } from './types';

export type { MonacoEditorProps, MonacoLanguage } from './types';

/** The lazily loaded implementation (needs a Suspense boundary; {@link MonacoEditor} has one). */
export const LazyMonacoEditor = lazy(() => import('./MonacoEditorImpl'));

/** Lazy monaco editor with its own loading state; same props as the implementation. */
export function MonacoEditor(props: MonacoEditorProps) {
  return (
    <Suspense fallback={<MonacoLoading height={props.height ?? DEFAULT_MONACO_HEIGHT} />}>
      <LazyMonacoEditor {...props} />
    </Suspense>
  );
}
