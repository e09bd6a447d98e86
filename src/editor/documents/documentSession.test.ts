/**
 * One document session per kind of versioned document: what each kind's client sends to the CMS,
 * the field messages of an article's refused save, and a session's reload after a conflict and its
 * close that sends what is pending; the header and the settings, saved only when published.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CmsApiError, type CmsApi, type CmsPage } from '../../api/cmsApi';
import type { CmsArticlesApi } from '../../api/cmsArticlesApi';
import { emptyArticleDocument } from '../../schema/articleDocument';
import { demoBlock } from '../store/actions/demoBlock';
import { moveBlock } from '../store/actions/moveBlock';
import { setPageTitle } from '../store/actions/setPageTitle';
import { AUTOSAVE_DEBOUNCE_MS } from '../drafts/draftSaver';
import type { VariantApi } from '../variants/variantApi';
import type { CmsHeaderApi } from '../../api/cmsHeaderApi';
import { generalSettings } from '../../api/cmsSettingsApi';
import { createSettingsStore } from '../settings/settingsStore';
import { setBlockType } from '../store/actions/setBlockType';
import { articleDocumentClient, headerDocumentClient, pageDoc, pageDocumentClient, settingsDocumentClient, variantDocumentClient } from './documentClient';
import { createDocumentSession } from './documentSession';

const PAGE = {
  id: 'p1',
  key: null,
  title: { fr: 'Accueil', en: 'Home' },
  paths: { fr: '/fr', en: '/en' },
  revision: 2,
  published: true,
  content: { fields: [demoBlock('text_block_1'), demoBlock('cta_block')] },
  published_content: null,
} as unknown as CmsPage;

const staleAnswer = () => new CmsApiError(409, 'stale_revision', 'Someone saved first.', { current_revision: 7, updated_by: 'Marie', updated_at: '2026-11-29T15:00:00.000Z' });

describe('document clients', () => {
  it('saves a page’s draft with its blocks, titles and revision, forced only when asked', async () => {
    const saveDraft = vi.fn().mockResolvedValue({ revision: 3 });
    const client = pageDocumentClient({ saveDraft, getPage: vi.fn() } as unknown as CmsApi, 'p1');
    const doc = pageDoc(PAGE);
    expect(await client.saveDraft(doc, { revision: 2 })).toEqual({ revision: 3 });
    expect(saveDraft).toHaveBeenCalledWith('p1', { revision: 2, content: { fields: PAGE.content.fields }, title: { fr: 'Accueil', en: 'Home' } });
    await client.saveDraft(doc, { revision: 2, force: true });
    expect(saveDraft.mock.calls[1][1]).toMatchObject({ force: true });
  });

  it('saves a variant straight to the variant with its own revision, under the page’s titles', async () => {
    const variant = { id: 'v1', name: 'Printemps', color: '#2563eb', revision: 4, updated_at: '', content: { fields: [demoBlock('cta_block')] } };
    const api = { get: vi.fn().mockResolvedValue(variant), update: vi.fn().mockResolvedValue({ ...variant, revision: 5 }) } as unknown as VariantApi;
    const client = variantDocumentClient(api, PAGE, 'v1');
    const stored = await client.load();
    expect(stored.revision).toBe(4);
    expect(stored.doc.title).toEqual({ fr: 'Accueil', en: 'Home' });
    expect(stored.doc.blocks.map((entry) => entry.block.block_type)).toEqual(['cta_block']);
    expect(await client.saveDraft(stored.doc, { revision: 4 })).toEqual({ revision: 5 });
    expect(api.update).toHaveBeenCalledWith('p1', 'v1', { content: { fields: variant.content.fields }, revision: 4 });
  });

  it('tells an article’s field messages from a refused save, and clears them after one that passes', async () => {
    const saveDraft = vi
      .fn()
      .mockRejectedValueOnce(new CmsApiError(422, 'invalid', 'Invalid article.', { fields: { 'slug.fr': ['Already used.'] } }))
      .mockResolvedValue({ revision: 4, updated_at: null });
    const heard: Record<string, string[]>[] = [];
    const client = articleDocumentClient({ saveDraft, get: vi.fn() } as unknown as CmsArticlesApi, 9, (fields) => heard.push(fields));
    const doc = { blocks: [], title: { fr: 'Vendre', en: '' }, meta: { ...emptyArticleDocument({ fr: 'Vendre' }) } } as never;
    await expect(client.saveDraft(doc, { revision: 3 })).rejects.toBeInstanceOf(CmsApiError);
    await client.saveDraft(doc, { revision: 3 });
    expect(heard).toEqual([{ 'slug.fr': ['Already used.'] }, {}]);
    expect(saveDraft.mock.calls[0][0]).toBe(9);
  });
});

describe('createDocumentSession', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('after a conflict, reloads the stored document: history cleared, autosave going again from the stored revision', async () => {
    const stored = { ...PAGE, revision: 7, content: { fields: [demoBlock('spacer_block')] } };
    const saveDraft = vi.fn().mockRejectedValueOnce(staleAnswer()).mockResolvedValue({ revision: 8 });
    const session = createDocumentSession(pageDocumentClient({ saveDraft, getPage: vi.fn().mockResolvedValue(stored) } as unknown as CmsApi, 'p1'), { doc: pageDoc(PAGE), revision: 2 });
    session.store.getState().dispatch(moveBlock(0, 1));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS + 10);
    expect(session.saver.state.getState()).toMatchObject({ status: 'conflict', conflict: { currentRevision: 7, updatedBy: 'Marie' } });

    await session.reload();
    expect(session.store.getState().doc.blocks.map((entry) => entry.block.block_type)).toEqual(['spacer_block']);
    expect(session.store.getState().past).toEqual([]);
    expect(session.saver.state.getState()).toMatchObject({ status: 'saved', revision: 7, conflict: null });

    session.store.getState().dispatch(setPageTitle('fr', 'Accueil 2'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS + 10);
    expect(saveDraft.mock.calls[1][1]).toMatchObject({ revision: 7, title: { fr: 'Accueil 2' } });
    await session.close();
  });

  it('sends what is pending when the document is left, and nothing afterwards', async () => {
    const saveDraft = vi.fn().mockResolvedValue({ revision: 3 });
    const session = createDocumentSession(pageDocumentClient({ saveDraft, getPage: vi.fn() } as unknown as CmsApi, 'p1'), { doc: pageDoc(PAGE), revision: 2 });
    session.store.getState().dispatch(moveBlock(0, 1));
    await session.close();
    expect(saveDraft).toHaveBeenCalledTimes(1);
    session.store.getState().dispatch(moveBlock(0, 1));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 3);
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });
});

describe('publishing a document', () => {
  it('sends nothing while a block is invalid, and lists what the server refused', async () => {
    const invalidHero = { ...demoBlock('cta_block'), fields: {} };
    const send = vi.fn();
    const session = createDocumentSession(pageDocumentClient({ saveDraft: vi.fn(), getPage: vi.fn() } as unknown as CmsApi, 'p1'), {
      doc: pageDoc({ ...PAGE, content: { fields: [invalidHero] } } as CmsPage),
      revision: 2,
    });
    const checked = await session.publish(send);
    expect(checked.kind).toBe('problems');
    expect(send).not.toHaveBeenCalled();

    const valid = createDocumentSession(pageDocumentClient({ saveDraft: vi.fn(), getPage: vi.fn() } as unknown as CmsApi, 'p1'), { doc: pageDoc(PAGE), revision: 2 });
    const refused = new CmsApiError(422, 'invalid_blocks', 'Invalid blocks.', {
      blocks: [
        { index: 1, block_type: 'cta_block', issues: [{ path: ['fields', 'title'], message: 'Required' }] },
        { index: 0, area: 'footer', block_type: 'text_block_1', issues: [{ path: ['fields', 'text'], message: 'Required' }] },
      ],
    });
    const outcome = await valid.publish(() => Promise.reject(refused));
    expect(outcome).toMatchObject({
      kind: 'problems',
      problems: [
        { index: 1, id: valid.store.getState().doc.blocks[1]!.id, blockType: 'cta_block' },
        { index: 0, id: undefined },
      ],
    });
  });

  it('goes on from the published revision, and turns a stale revision into the conflict choice', async () => {
    const session = createDocumentSession(pageDocumentClient({ saveDraft: vi.fn(), getPage: vi.fn() } as unknown as CmsApi, 'p1'), { doc: pageDoc(PAGE), revision: 2 });
    const send = vi.fn().mockResolvedValue({ revision: 3 });
    expect(await session.publish(send)).toEqual({ kind: 'published', result: { revision: 3 } });
    expect(send).toHaveBeenCalledWith(2);
    expect(session.saver.state.getState().revision).toBe(3);
    expect(await session.publish(() => Promise.reject(staleAnswer()))).toEqual({ kind: 'conflict' });
    expect(session.saver.state.getState()).toMatchObject({ status: 'conflict', conflict: { currentRevision: 7 } });
    await expect(session.publish(() => Promise.reject(new Error('offline')))).resolves.toEqual({ kind: 'unsaved' });
  });
});

describe('documents whose save publishes (the header, the settings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const headerApi = (save = vi.fn().mockResolvedValue(5)) => ({ get: vi.fn().mockResolvedValue({ header: { fields: [] }, revision: 4 }), save }) as unknown as CmsHeaderApi & { save: typeof save };

  it('reads a site without a header as a classic header, and sends nothing until published', async () => {
    const api = headerApi();
    const client = headerDocumentClient(api);
    const stored = await client.load();
    expect(stored.revision).toBe(4);
    expect(stored.doc.blocks.map((entry) => entry.block.block_type)).toEqual(['header_classic']);
    const session = createDocumentSession(client, stored, { autosave: false });
    const [entry] = session.store.getState().doc.blocks;
    session.store.getState().dispatch(setBlockType(entry.id, 'header_megamenu'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 3);
    expect(api.save).not.toHaveBeenCalled();
    expect(session.saver.state.getState().status).toBe('pending');

    expect(await session.publish()).toEqual({ kind: 'published', result: { revision: 5 } });
    expect(api.save).toHaveBeenCalledWith(expect.objectContaining({ block_type: 'header_megamenu' }), 4);
    expect(session.saver.state.getState()).toMatchObject({ status: 'saved', revision: 5 });
    await session.close();
    expect(api.save).toHaveBeenCalledTimes(1);
  });

  it('after a stale publish, overwrites the stored header whatever its revision, or lists what the server refused', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(staleAnswer())
      .mockResolvedValueOnce(8)
      .mockRejectedValueOnce(new CmsApiError(422, 'invalid_blocks', 'Invalid blocks.', { blocks: [{ index: 0, area: 'header', block_type: 'header_classic', issues: [{ path: 'fields.logo', message: 'Required' }] }] }));
    const api = headerApi(save);
    const session = createDocumentSession(headerDocumentClient(api), await headerDocumentClient(api).load(), { autosave: false });
    expect(await session.publish()).toEqual({ kind: 'conflict' });
    expect(session.saver.state.getState()).toMatchObject({ status: 'conflict', conflict: { updatedBy: 'Marie' } });
    expect(await session.overwrite()).toEqual({ kind: 'published', result: { revision: 8 } });
    expect(save.mock.calls[1].slice(1)).toEqual([4, true]);
    expect(session.saver.state.getState()).toMatchObject({ status: 'saved', revision: 8, conflict: null });
    expect(await session.publish()).toMatchObject({ kind: 'problems', problems: [{ index: 0, id: session.store.getState().doc.blocks[0].id, issues: [{ path: ['fields', 'logo'] }] }] });
  });

  it('edits the general settings in their own store: publish, discard, and a conflict closed without choosing keeps the edits', async () => {
    const settings = generalSettings.parse({ theme: {}, metadata: {} });
    const save = vi.fn().mockResolvedValueOnce({ revision: 3 }).mockRejectedValueOnce(staleAnswer());
    const client = settingsDocumentClient({ load: vi.fn().mockResolvedValue({ ...settings, revision: 2 }), save });
    const session = createDocumentSession(client, await client.load(), { autosave: false, store: createSettingsStore });
    session.store.getState().update((draft) => {
      draft.theme.themeColors = { ...draft.theme.themeColors, primary: '#aa3300' };
    });
    expect(await session.publish()).toEqual({ kind: 'published', result: { revision: 3 } });
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ theme: expect.objectContaining({ themeColors: expect.objectContaining({ primary: '#aa3300' }) }) }), 2);
    expect(session.store.getState().saved.theme.themeColors.primary).toBe('#aa3300');

    session.store.getState().update((draft) => {
      draft.theme.themeColors = { ...draft.theme.themeColors, primary: '#004466' };
    });
    expect(await session.publish()).toEqual({ kind: 'conflict' });
    session.saver.dismissConflict();
    expect(session.saver.state.getState()).toMatchObject({ status: 'pending', conflict: null });
    expect(session.store.getState().doc.theme.themeColors.primary).toBe('#004466');
    session.store.getState().discard();
    expect(session.store.getState().doc.theme.themeColors.primary).toBe('#aa3300');
  });
});
