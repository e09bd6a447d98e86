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
import { pageDoc, pageDocumentClient, variantDoc, variantDocumentClient } from '../documents/documentClient';
import { createDocumentSession, type DocumentSession } from '../documents/documentSession';
import type { CmsVariantDetail, VariantApi } from './variantApi';

/** The page, or a variant (`id`, `name`, `color`). */
export type EditTarget = { kind: 'page' } | { kind: 'variant'; id: string; name: string; color: string };

export interface EditSession {
  target: EditTarget;
  /** The edited document's session: its editor store and its autosave. */
  document: DocumentSession;
}

export interface UseEditSessionOptions {
  api: CmsApi;
  variantApi: VariantApi;
  page: CmsPage;
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

/** The edit session of a workbench and the means to change its target. */
export function useEditSession({ api, variantApi, page }: UseEditSessionOptions): EditSessionControls {
  const [pageSession] = useState<EditSession>(() => ({ target: { kind: 'page' }, document: createDocumentSession(pageDocumentClient(api, page.id), { doc: pageDoc(page), revision: page.revision }) }));
  const [session, setSession] = useState<EditSession>(pageSession);
  const current = useRef(session);
  current.current = session;

  // Leaving the workbench (another page picked): send what is pending, then stop autosaving.
  useEffect(() => () => void pageSession.document.close(), [pageSession]);
  // A variant's autosave stops when the workbench leaves it (a rename keeps the same session).
  const activeDocument = session.document;
  useEffect(() => {
    if (activeDocument === pageSession.document) return;
    return () => void activeDocument.close();
  }, [activeDocument, pageSession]);

  const openVariant = useCallback(
    (variant: CmsVariantDetail): EditSession => ({
      target: { kind: 'variant', id: variant.id, name: variant.name, color: variant.color },
      document: createDocumentSession(variantDocumentClient(variantApi, page, variant.id), { doc: variantDoc(variant, page), revision: variant.revision }),
    }),
    [page, variantApi],
  );

  const switchTo = useCallback<EditSessionControls['switchTo']>(
    async (next) => {
      const from = current.current;
      if (next.kind === 'page' ? from.target.kind === 'page' : from.target.kind === 'variant' && from.target.id === next.id) return true;
      if (!(await from.document.saver.flush())) return false;
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

  const reload = useCallback(() => current.current.document.reload(), []);

  const renameVariant = useCallback<EditSessionControls['renameVariant']>(
    async (changes) => {
      const edited = current.current;
      if (edited.target.kind !== 'variant') throw new Error('No variant is being edited.');
      await edited.document.saver.flush();
      const saved = await variantApi.update(page.id, edited.target.id, { ...changes, revision: edited.document.saver.state.getState().revision });
      edited.document.saver.rebase(saved.revision);
      // Same document session: only the target's name/colour change (the close effect keys on the session).
      setSession({ ...edited, target: { kind: 'variant', id: saved.id, name: saved.name, color: saved.color } });
      return saved;
    },
    [page.id, variantApi],
  );

  return { session, switchTo, reload, renameVariant };
}
