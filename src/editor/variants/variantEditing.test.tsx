/**
 * Editing content variants in the sections workbench: switch the canvas to
 * a variant, autosave goes to the variant (with its own revision), Publish and Versions are
 * hidden and explained, rename/recolour, delete with confirmation, create from the page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsApi, CmsPage } from '../../api/cmsApi';
import { makeTestPayload, renderWithProviders } from '../../blocks/testing/renderBlock';
import { EditorIntl } from '../i18n/EditorIntl';
import { Workbench } from '../sections/Workbench';
import { afterAutosave } from '../sections/workbenchTesting';
import { demoBlock } from '../store/actions/demoBlock';
import type { CmsVariantDetail, VariantApi } from './variantApi';


const page = {
  id: '7',
  key: 'home',
  title: { fr: 'Accueil', en: 'Home' },
  paths: { fr: '/fr', en: '/en' },
  revision: 1,
  published: true,
  content: { fields: [{ ...demoBlock('text_block_1'), block_params: {} }, { ...demoBlock('spacer_block'), block_params: {} }] },
  published_content: null,
} as unknown as CmsPage;

const springSummary = { id: 'printemps-2026', name: 'Campagne printemps', color: '#b8894a', revision: 4, updated_at: '2026-03-01T00:00:00.000Z' };
const springDetail: CmsVariantDetail = { ...springSummary, content: { fields: [{ ...demoBlock('text_block_1'), block_params: {} }] } };

function setup() {
  const variants = [{ ...springSummary }];
  const api = {
    saveDraft: vi.fn().mockResolvedValue({ revision: 2 }),
    publish: vi.fn(),
    getPage: vi.fn().mockResolvedValue(page),
    listVersions: vi.fn().mockResolvedValue([]),
    listVariants: vi.fn(async () => [...variants]),
    createVariant: vi.fn(async (_id: string, input: { name: string; color: string }) => {
      const created = { id: 'portes-ouvertes', ...input, revision: 1, updated_at: '2026-04-01T00:00:00.000Z' };
      variants.push(created);
      return created;
    }),
  } as unknown as CmsApi;
  const variantApi = {
    get: vi.fn(async (_pageId: string, id: string) => (id === springDetail.id ? springDetail : { ...springDetail, ...variants.find((v) => v.id === id)! })),
    update: vi.fn(async (_pageId: string, id: string, update: { name?: string; color?: string; content?: { fields: unknown[] } }) => {
      const current = variants.find((v) => v.id === id)!;
      Object.assign(current, update.name ? { name: update.name } : {}, update.color ? { color: update.color } : {});
      current.revision += 1;
      return { ...springDetail, ...current, updated_at: `2026-05-01T00:00:0${current.revision}.000Z` };
    }),
    remove: vi.fn(async (_pageId: string, id: string) => {
      variants.splice(variants.findIndex((v) => v.id === id), 1);
    }),
  } as unknown as VariantApi;
  return { api, variantApi };
}

async function renderWorkbench() {
  const mocks = setup();
  await renderWithProviders(
    <EditorIntl locale="en">
      <Workbench api={mocks.api} variantApi={mocks.variantApi} page={page} payload={makeTestPayload()} uiLocale="en" variant={null} notify={vi.fn()} />
    </EditorIntl>,
    { locale: 'en' },
  );
  return mocks;
}

const editing = () => screen.getByRole('combobox', { name: 'Editing' }) as HTMLSelectElement;
const blockTypes = () => [...document.querySelectorAll('[data-editor-block]')].map((el) => el.getAttribute('data-editor-block'));

async function editSpring() {
  await waitFor(() => expect(within(editing()).getByRole('option', { name: 'Variant “Campagne printemps”' })).toBeInTheDocument());
  fireEvent.change(editing(), { target: { value: 'printemps-2026' } });
  await waitFor(() => expect(screen.getByText('Editing the variant “Campagne printemps”')).toBeInTheDocument());
  // The canvas may commit the variant's blocks after the banner on a busy machine.
  await waitFor(() => expect(blockTypes()).toEqual(['text_block_1']));
}

beforeEach(() => localStorage.clear());

describe('editing a variant', () => {
  it('loads the variant into the canvas, hides Publish and Versions and explains why', async () => {
    const { variantApi } = await renderWorkbench();
    expect(blockTypes()).toEqual(['text_block_1', 'spacer_block']);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await editSpring();
    expect(variantApi.get).toHaveBeenCalledWith('7', 'printemps-2026');
    expect(blockTypes()).toEqual(['text_block_1']);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Versions' })).toBeNull();
    expect(screen.getByText(/The page’s Publish button does not touch variants/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Page title (French)')).toBeNull();

    fireEvent.change(editing(), { target: { value: '' } });
    await waitFor(() => expect(blockTypes()).toEqual(['text_block_1', 'spacer_block']));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('autosaves changes to the variant with its own revision, never to the page draft', async () => {
    const { api, variantApi } = await renderWorkbench();
    await editSpring();
    fireEvent.click(document.querySelector('[data-editor-index="0"] [data-action="duplicate"]')!);
    await waitFor(() => expect(blockTypes()).toEqual(['text_block_1', 'text_block_1']));
    await waitFor(() => expect(variantApi.update).toHaveBeenCalledTimes(1), afterAutosave);
    const [pageId, id, body] = (variantApi.update as ReturnType<typeof vi.fn>).mock.calls[0];
    expect([pageId, id]).toEqual(['7', 'printemps-2026']);
    expect(body.revision).toBe(4);
    expect(body.content.fields.map((b: { block_type: string }) => b.block_type)).toEqual(['text_block_1', 'text_block_1']);
    expect(api.saveDraft).not.toHaveBeenCalled();

    // The next save starts from the revision the server answered.
    fireEvent.click(document.querySelector('[data-editor-index="0"] [data-action="delete"]')!);
    await waitFor(() => expect(variantApi.update).toHaveBeenCalledTimes(2), afterAutosave);
    expect((variantApi.update as ReturnType<typeof vi.fn>).mock.calls[1][2].revision).toBe(5);
  });

  it('renames and recolours the edited variant', async () => {
    const { variantApi } = await renderWorkbench();
    await editSpring();
    fireEvent.click(screen.getByRole('button', { name: 'Rename or recolour “Campagne printemps”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Variant name and colour' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Printemps final' } });
    fireEvent.change(within(dialog).getByLabelText('Banner colour (#rrggbb)'), { target: { value: '#2F6B4F' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Editing the variant “Printemps final”')).toBeInTheDocument());
    expect(variantApi.update).toHaveBeenCalledWith('7', 'printemps-2026', { name: 'Printemps final', color: '#2f6b4f', revision: 4 });
    // The dialog closes once the rename is saved; the menu then lists the new name.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Variant name and colour' })).toBeNull());
    expect(await within(editing()).findByRole('option', { name: 'Variant “Printemps final”' })).toBeInTheDocument();
  });

  it('deletes the edited variant after confirmation and goes back to the page', async () => {
    const { variantApi } = await renderWorkbench();
    await editSpring();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the variant “Campagne printemps”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this variant?' });
    expect(dialog).toHaveTextContent('?variant=printemps-2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the variant' }));
    await waitFor(() => expect(variantApi.remove).toHaveBeenCalledWith('7', 'printemps-2026'));
    await waitFor(() => expect(blockTypes()).toEqual(['text_block_1', 'spacer_block']));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete this variant?' })).toBeNull());
    expect(editing().value).toBe('');
    await waitFor(() => expect(within(editing()).queryByRole('option', { name: 'Variant “Campagne printemps”' })).toBeNull());
  });

  it('creates a variant from the page and starts editing it', async () => {
    const { api } = await renderWorkbench();
    fireEvent.click(screen.getByRole('button', { name: 'New variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'New variant' });
    expect(dialog).toHaveTextContent('starts as a copy of the page’s current content');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Portes ouvertes' } });
    fireEvent.change(within(dialog).getByLabelText('Banner colour (#rrggbb)'), { target: { value: 'blue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create variant' }));
    expect(await within(dialog).findByText('Enter a colour as #rrggbb.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Banner colour (#rrggbb)'), { target: { value: '#123abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create variant' }));
    await waitFor(() => expect(api.createVariant).toHaveBeenCalledWith('7', { name: 'Portes ouvertes', color: '#123abc' }));
    await waitFor(() => expect(screen.getByText('Editing the variant “Portes ouvertes”')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New variant' })).toBeNull());
    expect(editing().value).toBe('portes-ouvertes');
  });
});

describe('publishing and sharing a variant', () => {
  it('shows the variant as not public, publishes it, and copies a signed preview link', async () => {
    const mocks = setup();
    const published: Record<string, string | null> = {};
    Object.assign(mocks.api, {
      listVariants: vi.fn(async () => [{ ...springSummary, published_at: published[springSummary.id] ?? null }]),
      setVariantPublished: vi.fn(async (_pageId: string, id: string, on: boolean) => {
        published[id] = on ? '2026-05-02T00:00:00.000Z' : null;
        return { ...springSummary, published_at: published[id] };
      }),
      variantPreviewLink: vi.fn(async () => ({ url: '/en?variant=printemps-2026&preview=123.abc', expires_at: '2026-05-09T12:00:00.000Z' })),
    });
    const notify = vi.fn();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithProviders(
      <EditorIntl locale="en">
        <Workbench api={mocks.api} variantApi={mocks.variantApi} page={page} payload={makeTestPayload()} uiLocale="en" variant={null} notify={notify} />
      </EditorIntl>,
      { locale: 'en' },
    );
    await editSpring();
    expect(document.querySelector('[data-variant-status]')).toHaveTextContent('Not public');

    fireEvent.click(screen.getByRole('button', { name: 'Publish the variant “Campagne printemps”' }));
    await waitFor(() => expect(document.querySelector('[data-variant-status]')).toHaveTextContent('Public'));
    expect(mocks.api.setVariantPublished).toHaveBeenCalledWith('7', 'printemps-2026', true);
    expect(notify).toHaveBeenCalledWith('Variant “Campagne printemps” is public at ?variant=printemps-2026.');
    expect(screen.getByRole('button', { name: 'Unpublish the variant “Campagne printemps”' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Copy a preview link for “Campagne printemps”' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en?variant=printemps-2026&preview=123.abc`));
    expect(notify).toHaveBeenLastCalledWith(expect.stringMatching(/^Preview link copied\. It works until May 9, 2026/));
  });
});
