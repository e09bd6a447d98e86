import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CmsApi, CmsPage } from '../../api/cmsApi';
import { makeTestPayload, renderWithProviders } from '../../blocks/testing/renderBlock';
import { EditorIntl } from '../i18n/EditorIntl';
import { Workbench } from '../sections/Workbench';
import { demoBlock } from '../store/actions/demoBlock';
import { previewUrl } from './previewWidths';

const page = {
  id: '7',
  key: 'home',
  title: { fr: 'Accueil', en: 'Home' },
  paths: { fr: '/fr', en: '/en' },
  revision: 1,
  published: true,
  content: { fields: [{ ...demoBlock('text_block_1'), block_params: {} }] },
  published_content: null,
} as unknown as CmsPage;

const spring = { id: 'printemps-2026', name: 'Campagne printemps 2026', color: '#b8894a', updated_at: '2026-03-01T00:00:00.000Z' };

async function renderWorkbench(listVariants = vi.fn().mockResolvedValue([spring])) {
  const api = { saveDraft: vi.fn().mockResolvedValue({ revision: 2 }), publish: vi.fn(), getPage: vi.fn(), listVersions: vi.fn().mockResolvedValue([]), listVariants } as unknown as CmsApi;
  await renderWithProviders(
    <EditorIntl locale="fr">
      <Workbench api={api} page={page} payload={makeTestPayload()} uiLocale="fr" variant={null} notify={vi.fn()} />
    </EditorIntl>,
    { locale: 'fr' },
  );
  return { listVariants };
}

describe('preview URL', () => {
  it('asks for the draft and keeps the variant', () => {
    expect(previewUrl('/fr/a-propos', null)).toBe('/fr/a-propos?qa_preview=1');
    expect(previewUrl('/fr', 'printemps-2026')).toBe('/fr?qa_preview=1&variant=printemps-2026');
  });
});

describe('variant picker in the workbench', () => {
  // jsdom has no ResizeObserver; the preview frame only uses it to scale itself.
  beforeAll(() =>
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    ),
  );
  afterAll(() => vi.unstubAllGlobals());

  it("lists the page's variants; picking one previews it in the iframe and shows its name in the toolbar", async () => {
    const { listVariants } = await renderWorkbench();
    expect(listVariants).toHaveBeenCalledWith('7');
    const picker = screen.getByRole('combobox', { name: 'Variante' });
    await screen.findByRole('option', { name: 'Campagne printemps 2026' });
    expect(screen.getByRole('option', { name: 'Aucune variante' })).toBeInTheDocument();

    fireEvent.change(picker, { target: { value: 'printemps-2026' } });
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('/fr?qa_preview=1&variant=printemps-2026');
    expect(screen.getByText('Variante : Campagne printemps 2026')).toBeInTheDocument();

    fireEvent.change(picker, { target: { value: '' } });
    await waitFor(() => expect(document.querySelector('iframe')!.getAttribute('src')).toBe('/fr?qa_preview=1'));
    expect(screen.queryByText(/Variante :/)).toBeNull();
  });

  it('offers only "no variant" when the variants cannot be loaded', async () => {
    await renderWorkbench(vi.fn().mockRejectedValue(new Error('offline')));
    const picker = screen.getByRole('combobox', { name: 'Variante' });
    await waitFor(() => expect(picker.querySelectorAll('option')).toHaveLength(1));
  });
});
