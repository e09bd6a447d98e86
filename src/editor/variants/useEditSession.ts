/**
 * What the sections workbench edits: the page itself (its draft, published
 * with Publish) or one of its content variants (saved straight to the variant, which `?variant=`
 * serves; never published). Each target gets its own editor store (canvas, undo/redo) and autosave
 * ({@link createDraftSaver}); the page's session is kept while a variant is edited, so its undo
 * history survives a round trip, and a variant's session is disposed when left.
 *
 * Switching first flushes pending changes: when they cannot be saved (conflict, offline) the
 * switch is refused (`switchTo` resolves false) and nothing is lost. When the workbench unmounts
 * (another page picked), pending changes are sent once before autosave stops.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CmsApi, CmsPage } from '../../api/cmsApi';
import { createDraftSaver, type DraftSaver } from '../drafts/draftSaver';
import { createEditorStore, toEditorBlocks, type EditorDoc, type EditorStore } from '../store/editorStore';
import type { CmsVariantDetail, VariantApi } from './variantApi';
import { createVariantSaveTarget, type VariantSaveTarget } from './variantSaveTarget';

/** The page, or a variant (`id`, `name`, `color`). */
export type EditTarget = { kind: 'page' } | { kind: 'variant'; id: string; name: string; color: string };

export interface EditSession {
  target: EditTarget;
  store: EditorStore;
  saver: DraftSaver;
  /** Set when the target is a variant. */
  variant: VariantSaveTarget | null;
}

export interface UseEditSessionOptions {
  api: CmsApi;
  variantApi: VariantApi;
  page: CmsPage;
  /** The editor document of a page (blocks and titles). */
  docOf(page: CmsPage): EditorDoc;
}

export interface EditSessionControls {
  session: EditSession;
  /** Saves pending changes, then edits `target`. @returns false when the changes could not be saved (no switch). @throws CmsApiError when the variant cannot be loaded */
  switchTo(target: { kind: 'page' } | { kind: 'variant'; id: string }): Promise<boolean>;
  /** Reloads the edited content from the server (conflict "Reload", restored version). */
  reload(): Promise<void>;
  /** Renames/recolours the edited variant (pending content saved first). @returns the saved variant */
  renameVariant(changes: { name: string; color: string }): Promise<CmsVariantDetail>;
}

function variantDoc(variant: CmsVariantDetail, page: CmsPage): EditorDoc {
  return { blocks: toEditorBlocks(variant.content.fields), title: { fr: page.title.fr ?? '', en: page.title.en ?? '' } };
}

/** The edit session of a workbench and the means to change its target. */
export function useEditSession({ api, variantApi, page, docOf }: UseEditSessionOptions): EditSessionControls {
  const [pageSession] = useState<EditSession>(() => {
    const store = createEditorStore(docOf(page));
    return { target: { kind: 'page' }, store, saver: createDraftSaver({ editor: store, api, pageId: page.id, revision: page.revision }), variant: null };
  });
  const [session, setSession] = useState<EditSession>(pageSession);
  const current = useRef(session);
  current.current = session;

  // Leaving the workbench (another page picked): send what is pending, then stop autosaving.
  useEffect(
    () => () => {
      void pageSession.saver.flush();
      pageSession.saver.dispose();
    },
    [pageSession],
  );
  // A variant's autosave stops when the workbench leaves it (a rename keeps the same saver).
  const activeSaver = session.saver;
  useEffect(() => {
    if (activeSaver === pageSession.saver) return;
    return () => {
      void activeSaver.flush();
      activeSaver.dispose();
    };
  }, [activeSaver, pageSession]);

  const openVariant = useCallback(
    (variant: CmsVariantDetail): EditSession => {
      const store = createEditorStore(variantDoc(variant, page));
      const target = createVariantSaveTarget(variantApi, page.id, variant.id);
      return {
        target: { kind: 'variant', id: variant.id, name: variant.name, color: variant.color },
        store,
        saver: createDraftSaver({ editor: store, api: target, pageId: page.id, revision: variant.revision }),
        variant: target,
      };
    },
    [page, variantApi],
  );

  const switchTo = useCallback<EditSessionControls['switchTo']>(
    async (next) => {
      const from = current.current;
      if (next.kind === 'page' ? from.target.kind === 'page' : from.target.kind === 'variant' && from.target.id === next.id) return true;
      if (!(await from.saver.flush())) return false;
      if (next.kind === 'page') {
        setSession(pageSession);
        return true;
      }
      const variant = await variantApi.get(page.id, next.id);
      setSession(openVariant(variant));
      return true;
    },
    [openVariant, page.id, pageSession, variantApi],
  );

  const reload = useCallback(async () => {
    const { store, saver, variant } = current.current;
    if (variant) {
      const fresh = await variantApi.get(page.id, variant.variantId);
      store.getState().reset(variantDoc(fresh, page));
      saver.rebase(fresh.revision);
      return;
    }
    const fresh = await api.getPage(page.id);
    store.getState().reset(docOf(fresh));
    saver.rebase(fresh.revision);
  }, [api, docOf, page, variantApi]);

  const renameVariant = useCallback<EditSessionControls['renameVariant']>(async (changes) => {
    const edited = current.current;
    if (!edited.variant) throw new Error('No variant is being edited.');
    await edited.saver.flush();
    const saved = await edited.variant.rename(changes, edited.saver.state.getState().revision);
    edited.saver.rebase(saved.revision);
    const renamed: EditSession = { ...edited, target: { kind: 'variant', id: saved.id, name: saved.name, color: saved.color } };
    // Same store and saver: only the target's name/colour change (the dispose effect keys on the saver).
    setSession(renamed);
    return saved;
  }, []);

  return { session, switchTo, reload, renameVariant };
}
