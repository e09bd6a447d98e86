import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CmsApiError } from '../../api/cmsApi';
import type { CmsHeaderApi } from '../../api/cmsHeaderApi';
import { renderWithProviders } from '../../blocks/testing/renderBlock';
import type { Block } from '../../schema/block';
import { EditorIntl } from '../i18n/EditorIntl';
import { demoBlock } from '../store/actions/demoBlock';
import { HeaderPanel } from './HeaderPanel';

function makeApi(save: CmsHeaderApi['save'] = vi.fn().mockResolvedValue(2)): CmsHeaderApi {
  return { get: vi.fn().mockResolvedValue({ header: { fields: [demoBlock('header_classic')] }, revision: 1 }), save: vi.fn(save) };
}

async function renderPanel(api = makeApi()) {
  const onPreview = vi.fn<(header: Block) => void>();
  const notify = vi.fn();
  const onClose = vi.fn();
  const view = await renderWithProviders(
    <EditorIntl locale="fr">
      <HeaderPanel api={api} uiLocale="fr" onPreview={onPreview} onClose={onClose} notify={notify} />
    </EditorIntl>,
    { locale: 'fr' },
  );
  const panel = await screen.findByRole('complementary', { name: 'En-tête du site' });
  // The type picker (a fieldset) appears once the stored header is read.
  await within(panel).findByRole('group', { name: 'Type d’en-tête' });
  return { ...view, api, onPreview, notify, onClose, panel };
}

/** A choice of the conflict dialog once it can be pressed: the dialog opens while the failed publish is still winding up. */
async function conflictChoice(name: string) {
  const conflict = await screen.findByRole('alertdialog', { name: 'Quelqu’un d’autre a modifié l’en-tête' });
  const choice = within(conflict).getByRole('button', { name });
  await waitFor(() => expect(choice).toBeEnabled());
  return choice;
}

const lastPreview = (onPreview: ReturnType<typeof vi.fn>) => onPreview.mock.calls.at(-1)![0] as Block;

describe('header panel', () => {
  it('loads the site header, says it is site-wide and offers the three header types', async () => {
    const { panel, onPreview } = await renderPanel();
    expect(within(panel).getByText(/partagé par toutes les pages du site/)).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'En-tête classique' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'En-tête à méga-menu' })).not.toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'En-tête hors norme' })).not.toBeChecked();
    expect(within(panel).getByText('À jour')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Publier l’en-tête' })).toBeDisabled();
    expect(lastPreview(onPreview).block_type).toBe('header_classic');
  });

  it('changes the type keeping every field, previews it, undoes and redoes, then publishes it', async () => {
    const { panel, onPreview, api, notify } = await renderPanel();
    const before = lastPreview(onPreview);
    fireEvent.click(within(panel).getByRole('radio', { name: 'En-tête à méga-menu' }));
    const changed = lastPreview(onPreview);
    expect(changed.block_type).toBe('header_megamenu');
    expect(changed.fields).toEqual(before.fields);
    expect(within(panel).getByText('Modifications non publiées')).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Annuler' }));
    expect(lastPreview(onPreview).block_type).toBe('header_classic');
    expect(within(panel).getByRole('radio', { name: 'En-tête classique' })).toBeChecked();
    fireEvent.click(within(panel).getByRole('button', { name: 'Rétablir' }));
    expect(within(panel).getByRole('radio', { name: 'En-tête à méga-menu' })).toBeChecked();

    fireEvent.click(within(panel).getByRole('button', { name: 'Publier l’en-tête' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('En-tête publié sur toutes les pages.'));
    expect(api.save).toHaveBeenCalledWith(expect.objectContaining({ block_type: 'header_megamenu', fields: before.fields }), 1);
    // The notice goes out with the publish; the panel's state shows on its next render.
    expect(await within(panel).findByText('À jour')).toBeInTheDocument();
  });

  it('edits a field through the generated form', async () => {
    const { panel, onPreview } = await renderPanel();
    const scale = within(panel).getByRole('textbox', { name: 'Échelle du logo' });
    fireEvent.change(scale, { target: { value: '2' } });
    fireEvent.blur(scale);
    await waitFor(() => expect(lastPreview(onPreview).fields.logo_multiplier).toBe(2));
    expect(within(panel).getByText('Modifications non publiées')).toBeInTheDocument();
  });

  it('shows the errors of a stored header that breaks its schema', async () => {
    const broken = demoBlock('header_megamenu');
    broken.fields = { ...broken.fields, logo_multiplier: 99 };
    const api = makeApi();
    api.get = vi.fn().mockResolvedValue({ header: { fields: [broken] }, revision: 1 });
    const { panel } = await renderPanel(api);
    expect(within(panel).getByRole('radio', { name: 'En-tête à méga-menu' })).toBeChecked();
    expect(within(panel).getByText('1 erreur à corriger avant de publier')).toBeInTheDocument();
  });

  it('offers their version or mine after a conflict (409)', async () => {
    const save = vi
      .fn<CmsHeaderApi['save']>()
      .mockRejectedValueOnce(new CmsApiError(409, 'stale_revision', 'stale'))
      .mockRejectedValueOnce(new CmsApiError(409, 'stale_revision', 'stale'))
      .mockResolvedValueOnce(3);
    const api = makeApi(save);
    const { panel } = await renderPanel(api);
    fireEvent.click(within(panel).getByRole('radio', { name: 'En-tête hors norme' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Publier l’en-tête' }));
    fireEvent.click(await conflictChoice('Recharger sa version'));
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(panel).getByRole('radio', { name: 'En-tête classique', hidden: true })).toBeChecked());

    // Mine over theirs: published whatever the revision stored now, what was chosen kept.
    fireEvent.click(within(panel).getByRole('radio', { name: 'En-tête hors norme', hidden: true }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Publier l’en-tête', hidden: true }));
    fireEvent.click(await conflictChoice('Remplacer par la mienne'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3));
    expect(save.mock.calls[2].slice(1)).toEqual([1, true]);
    expect(save.mock.calls[2][0].block_type).toBe('header_outofnorm');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the server messages of a 422 under the publish button', async () => {
    const save = vi
      .fn<CmsHeaderApi['save']>()
      .mockRejectedValueOnce(
        new CmsApiError(422, 'invalid_blocks', 'invalid', {
          blocks: [{ area: 'header', index: 0, block_type: 'header_megamenu', issues: [{ path: ['fields', 'logo_multiplier'], message: 'Trop grand' }] }],
        }),
      );
    const { panel } = await renderPanel(makeApi(save));
    fireEvent.click(within(panel).getByRole('radio', { name: 'En-tête hors norme' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Publier l’en-tête' }));
    const invalid = await within(panel).findByRole('alert');
    expect(invalid).toHaveTextContent('L’en-tête n’a pas été publié');
    expect(invalid).toHaveTextContent('fields › logo_multiplier : Trop grand');
  });

  it('closes with Escape and with the close button', async () => {
    const { panel, onClose } = await renderPanel();
    fireEvent.keyDown(panel, { key: 'Escape' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Fermer le panneau' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
