/** `setPageTitle`: the page title of one locale, coalesced per locale while typing. */
import type { Draft } from 'immer';
import type { EditorDoc } from '../editorStore';

export interface SetPageTitleAction {
  type: 'setPageTitle';
  locale: 'fr' | 'en';
  value: string;
}

export function setPageTitle(locale: 'fr' | 'en', value: string): SetPageTitleAction {
  return { type: 'setPageTitle', locale, value };
}

export function applySetPageTitle(doc: Draft<EditorDoc>, action: SetPageTitleAction): void {
  doc.title[action.locale] = action.value;
}

export const setPageTitleCoalesceKey = (action: SetPageTitleAction) => `title:${action.locale}`;
