/**
 * Makes a content variant a save target of the draft autosave: an object with the
 * `saveDraft(pageId, save)` shape {@link createDraftSaver} calls, which sends the blocks to
 * `PUT /api/cms/pages/:id/variants/:variantId` instead of the page's draft, with the saver's
 * revision (variants count revisions as pages do). A 409 `stale_revision` passes through unchanged
 * (the saver shows the conflict choice); `force` overwrites; the page title in a save is ignored
 * (variants have none).
 */
import type { CmsApi, DraftSave } from '../../api/cmsApi';
import type { CmsVariantDetail, VariantApi } from './variantApi';

export interface VariantSaveTarget extends Pick<CmsApi, 'saveDraft'> {
  /** The variant being edited. */
  readonly variantId: string;
  /**
   * Renames/recolours from `revision` (no content).
   * @returns the saved variant, with its next revision
   * @throws CmsApiError 409 `stale_revision` when the variant changed since `revision`
   */
  rename(changes: { name: string; color: string }, revision: number): Promise<CmsVariantDetail>;
}

/** A save target for variant `variantId` of page `pageId`. */
export function createVariantSaveTarget(api: Pick<VariantApi, 'update'>, pageId: string, variantId: string): VariantSaveTarget {
  return {
    variantId,
    async saveDraft(_pageId: string, save: DraftSave) {
      const saved = await api.update(pageId, variantId, { content: save.content, revision: save.revision, ...(save.force ? { force: true } : {}) });
      return { revision: saved.revision, updated_at: saved.updated_at };
    },
    rename: (changes, revision) => api.update(pageId, variantId, { ...changes, revision }),
  };
}
