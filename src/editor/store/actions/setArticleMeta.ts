/**
 * `setArticleMeta`: one part of an article's metadata (slug, excerpt, cover, author, categories,
 * tags, featured), coalesced per part while typing. Only documents that carry `meta` (articles)
 * take it.
 */
import type { Draft } from 'immer';
import type { ArticleMeta, EditorDoc } from '../editorStore';

export interface SetArticleMetaAction<K extends keyof ArticleMeta = keyof ArticleMeta> {
  type: 'setArticleMeta';
  key: K;
  value: ArticleMeta[K];
}

export function setArticleMeta<K extends keyof ArticleMeta>(key: K, value: ArticleMeta[K]): SetArticleMetaAction<K> {
  return { type: 'setArticleMeta', key, value };
}

export function applySetArticleMeta(doc: Draft<EditorDoc>, action: SetArticleMetaAction): void {
  if (!doc.meta) return;
  (doc.meta as Record<string, unknown>)[action.key] = action.value;
}

export const setArticleMetaCoalesceKey = (action: SetArticleMetaAction) => `meta:${action.key}`;
