/**
 * The variant commands of the sections workbench (the "Editing" menu): edit the page or a variant,
 * create one from the page's saved content, rename, delete, publish or unpublish it, copy its
 * signed preview link. Each tells the editor what happened through `notify` (in the UI language);
 * a failure is told, never thrown, except by `create`, `rename` and `remove`, whose dialogs show it.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CmsApi, CmsPage } from '../../api/cmsApi';
import type { EditSessionControls } from './useEditSession';
import type { useVariantList } from './useVariantList';
import type { VariantApi } from './variantApi';
import { errorMessage } from '../../lib/errorMessage';

export interface VariantActionsOptions {
  api: CmsApi;
  variantApi: VariantApi;
  page: CmsPage;
  editing: EditSessionControls;
  variantList: ReturnType<typeof useVariantList>;
  /** The content language (a preview link opens the page in it). */
  contentLocale: 'fr' | 'en';
  notify(message: string): void;
  /** The variant the preview shows changed (`null`: the page). */
  onPreviewVariant(change: (current: string | null) => string | null): void;
}

export interface VariantActions {
  /** True while a switch loads its target. */
  switching: boolean;
  /** Edits the page (`null`) or variant `id`; the preview follows. */
  switchTarget(variantId: string | null): Promise<void>;
  /** @throws CmsApiError when the variant cannot be created */
  create(values: { name: string; color: string }): Promise<void>;
  /** @throws CmsApiError when the variant cannot be saved */
  rename(values: { name: string; color: string }): Promise<void>;
  /** @throws CmsApiError when the variant cannot be deleted */
  remove(): Promise<void>;
  setPublished(published: boolean): Promise<void>;
  copyPreviewLink(): Promise<void>;
}

/** See the module docstring. */
export function useVariantActions({ api, variantApi, page, editing, variantList, contentLocale, notify, onPreviewVariant }: VariantActionsOptions): VariantActions {
  const intl = useIntl();
  const [switching, setSwitching] = useState(false);
  const target = editing.session.target;

  async function switchTarget(variantId: string | null) {
    setSwitching(true);
    try {
      const switched = await editing.switchTo(variantId ? { kind: 'variant', id: variantId } : { kind: 'page' });
      if (!switched) notify(intl.formatMessage({ id: 'editor.variants.unsaved' }));
      else onPreviewVariant(() => variantId);
    } catch (error) {
      notify(intl.formatMessage({ id: 'editor.variants.loadFailed' }, { message: errorMessage(error) }));
    } finally {
      setSwitching(false);
    }
  }

  async function create(values: { name: string; color: string }) {
    // The new variant copies the page's saved working content: save pending changes first.
    await editing.session.document.saver.flush();
    const created = await api.createVariant(page.id, values);
    await variantList.refresh();
    notify(intl.formatMessage({ id: 'editor.variants.created' }, { name: created.name }));
    await switchTarget(created.id);
  }

  async function setPublished(published: boolean) {
    if (target.kind !== 'variant') return;
    const { id, name } = target;
    try {
      await api.setVariantPublished(page.id, id, published);
      await variantList.refresh();
      notify(intl.formatMessage({ id: published ? 'editor.variants.publishedNote' : 'editor.variants.unpublishedNote' }, { name, id }));
    } catch (error) {
      notify(intl.formatMessage({ id: 'editor.variants.actionFailed' }, { message: errorMessage(error) }));
    }
  }

  async function copyPreviewLink() {
    if (target.kind !== 'variant') return;
    try {
      const link = await api.variantPreviewLink(page.id, target.id, contentLocale);
      const url = new URL(link.url, window.location.origin).href;
      const date = intl.formatDate(new Date(link.expires_at), { dateStyle: 'long', timeStyle: 'short' });
      try {
        await navigator.clipboard.writeText(url);
        notify(intl.formatMessage({ id: 'editor.variants.previewLinkCopied' }, { date }));
      } catch {
        // No clipboard permission: show the link so it can be copied by hand.
        notify(intl.formatMessage({ id: 'editor.variants.previewLinkShow' }, { date, url }));
      }
    } catch (error) {
      notify(intl.formatMessage({ id: 'editor.variants.actionFailed' }, { message: errorMessage(error) }));
    }
  }

  async function rename(values: { name: string; color: string }) {
    await editing.renameVariant(values);
    await variantList.refresh();
    notify(intl.formatMessage({ id: 'editor.variants.saved' }));
  }

  async function remove() {
    if (target.kind !== 'variant') return;
    const { id } = target;
    await variantApi.remove(page.id, id);
    await editing.switchTo({ kind: 'page' }).catch(() => false);
    onPreviewVariant((current) => (current === id ? null : current));
    await variantList.refresh();
    notify(intl.formatMessage({ id: 'editor.variants.deleted' }));
  }

  return { switching, switchTarget, create, rename, remove, setPublished, copyPreviewLink };
}
