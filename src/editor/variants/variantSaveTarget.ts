/**
 * Makes a content variant a save target of the draft autosave: an object
 * with the `saveDraft(pageId, save)` shape {@link createDraftSaver} calls, which sends the blocks to
 * `PUT /api/cms/pages/:id/variants/:variantId` instead of the page's draft.
 *
 * Variants carry their `updated_at` (ISO string) as revision token, while the saver counts numeric
 * revisions: this target keeps the token itself and answers the saver with a local counter
 * (1, 2, 3...). A 409 `stale_revision` passes through unchanged (the saver shows the conflict
 * choice); `force` overwrites; the page title in a save is ignored (variants have none).
 */
import type { CmsApi, DraftSave } from '../../api/cmsApi';
import type { CmsVariantDetail, VariantApi } from './variantApi';

export interface VariantSaveTarget extends Pick<CmsApi, 'saveDraft'> {
  /** The variant being edited. */
  readonly variantId: string;
  /** The current revision token (`updated_at`). */
  token(): string;
  /** After a reload: start again from `variant.updated_at`. */
  rebase(variant: CmsVariantDetail): void;
  /** Renames/recolours from the current token (no content); resolves with the saved variant. */
  rename(changes: { name: string; color: string }): Promise<CmsVariantDetail>;
}

/** A save target for variant `variant` of page `pageId`. */
export function createVariantSaveTarget(api: Pick<VariantApi, 'update'>, pageId: string, variant: CmsVariantDetail): VariantSaveTarget {
  let token = variant.updated_at;
  let counter = 0;
  return {
    variantId: variant.id,
    token: () => token,
    rebase(fresh) {
      token = fresh.updated_at;
    },
    async saveDraft(_pageId: string, save: DraftSave) {
      const saved = await api.update(pageId, variant.id, { content: save.content, revision: token, ...(save.force ? { force: true } : {}) });
      token = saved.updated_at;
      counter += 1;
      return { revision: counter, updated_at: saved.updated_at };
    },
    async rename(changes) {
      const saved = await api.update(pageId, variant.id, { ...changes, revision: token });
      token = saved.updated_at;
      return saved;
    },
  };
}
