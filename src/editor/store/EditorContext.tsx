/**
 * The editor instance's context (ARCHITECTURE "Anchors": one store per editor instance passed by
 * context): the editor store, the CMS client, the UI and content languages, the theme's colour
 * schemes list and a polite status announcer.
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { CmsApi } from '../../api/cmsApi';
import type { Locale } from '../../lib/locales';
import type { ColorSchemeName } from '../../schema/content';
import type { EditorState, EditorStore } from './editorStore';

export interface EditorContextValue {
  store: EditorStore;
  api: CmsApi;
  /** Language of the editor's interface. */
  uiLocale: Locale;
  /** Language the canvas renders the content in. */
  contentLocale: Locale;
  /** The theme's colour schemes, in cycling order. */
  colorSchemesList: readonly ColorSchemeName[];
  /** Shows a short status message (toast + live region). */
  notify(message: string): void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

/** The editor context; throws outside an editor. */
export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('EditorContext is missing.');
  return value;
}

/** Selects a slice of the editor store state. */
export function useEditorState<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditor().store, selector);
}
