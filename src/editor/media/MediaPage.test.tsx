/**
 * The QA media library screen as an editor uses it: the grid with sizes, usage counts and the
 * missing-alt warning; uploads by picker, drop and paste with their progress and refusals;
 * alt texts and focal point (keyboard) saved, nothing lost when the save fails; delete confirmed,
 * and refused while the image is used with the documents named in the editor's language.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CmsApiError, type CmsApi } from '../../api/cmsApi';
import type { Locale } from '../../lib/locales';
import { MediaPage } from './MediaPage';
import { mediaItem, mockMediaApi } from './testing/mediaFixtures';

const USER = { id: 'u1', email: 'editor@example.ca', name: 'Edith', role: 'editor' };

function mockApi() {
  return {
    me: vi.fn(async () => USER),
    logout: vi.fn(async () => undefined),
    listPages: vi.fn(async () => [{ id: 'page-home', key: 'home', title: { fr: 'Accueil', en: 'Home' }, paths: { fr: '/fr', en: '/en' }, revision: 3, published: true, has_draft: false }]),
  } as unknown as CmsApi;
}

const ITEMS = [
  mediaItem(1, { original_filename: 'facade.jpg', usage_count: 2 }),
  mediaItem(2, { original_filename: 'cuisine.jpg', alt: { fr: 'Cuisine', en: '' }, alt_complete: false, width: 1200, height: 800 }),
];

function renderScreen(mediaApi = mockMediaApi(ITEMS), uiLocale: Locale = 'en') {
  render(<MediaPage uiLocale={uiLocale} api={mockApi()} mediaApi={mediaApi} />);
  return mediaApi;
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });
const card = (name: string) => Array.from(document.querySelectorAll<HTMLElement>('li[data-media-id]')).find((item) => item.querySelector('span')?.textContent === name)!;

describe('MediaPage', () => {
  it('shows each image with its file name, size, usage count and a warning when an alt text is missing', async () => {
    renderScreen();
    const grid = await screen.findByRole('list', { name: 'Images of the site' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card('facade.jpg')).getByText('2400 × 1600 px · Used in 2 documents')).toBeInTheDocument();
    expect(within(card('facade.jpg')).queryByText('Alt text missing')).toBeNull();
    expect(within(card('cuisine.jpg')).getByText('1200 × 800 px · Unused')).toBeInTheDocument();
    expect(within(card('cuisine.jpg')).getByText('Alt text missing')).toBeInTheDocument();
    expect(within(card('facade.jpg')).getByRole('button', { name: 'Edit facade.jpg' }).querySelector('img')).toHaveAttribute('src', expect.stringMatching(/-640\.webp$/));
    expect(screen.getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
  });

  it('speaks French in French', async () => {
    renderScreen(mockMediaApi(ITEMS), 'fr');
    await screen.findByRole('list', { name: 'Images du site' });
    expect(screen.getByRole('heading', { level: 1, name: 'Médiathèque' })).toBeInTheDocument();
    expect(within(card('facade.jpg')).getByText('2400 × 1600 px · Utilisée dans 2 contenus')).toBeInTheDocument();
    expect(within(card('cuisine.jpg')).getByText('Texte de remplacement manquant')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Médias' })).toHaveAttribute('href', '/qa/medias');
  });

  it('uploads files chosen with the picker, shows the progress, adds them first and explains a refusal', async () => {
    let finish: () => void = () => {};
    const api = mockMediaApi(ITEMS);
    api.upload
      .mockImplementationOnce(
        (file: File) =>
          new Promise((resolve) => {
            finish = () => resolve({ item: mediaItem(10, { original_filename: file.name, alt: { fr: '', en: '' }, alt_complete: false }), duplicate: false });
          }),
      )
      .mockRejectedValueOnce(new CmsApiError(415, 'svg_refused', 'SVG images are refused.', { messages: { fr: 'Les images SVG sont refusées.', en: 'SVG images are refused.' } }));
    renderScreen(api);
    await screen.findByRole('list', { name: 'Images of the site' });
    const input = screen.getByTestId('media-file-input');
    fireEvent.change(input, { target: { files: [jpeg('IMG_2041.jpg'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } });
    expect(await screen.findByText('Uploading IMG_2041.jpg…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload images' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByRole('alert')).toHaveTextContent('logo.svg could not be uploaded: SVG images are refused.');
    const names = within(screen.getByRole('list', { name: 'Images of the site' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')!.textContent);
    expect(names).toEqual(['IMG_2041.jpg', 'facade.jpg', 'cuisine.jpg']);
    expect(within(card('IMG_2041.jpg')).getByText('Alt text missing')).toBeInTheDocument();
    expect(api.upload).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uploads files dropped on the screen or pasted, in the editor’s language when refused', async () => {
    const api = mockMediaApi(ITEMS);
    renderScreen(api, 'fr');
    await screen.findByRole('list', { name: 'Images du site' });
    const main = screen.getByRole('main');
    fireEvent.dragEnter(main, { dataTransfer: { types: ['Files'], files: [] } });
    expect(screen.getByText('Déposez pour téléverser')).toBeInTheDocument();
    fireEvent.drop(main, { dataTransfer: { types: ['Files'], files: [jpeg('depose.jpg')] } });
    await waitFor(() => expect(api.upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'depose.jpg' })));
    expect(await screen.findByText('depose.jpg')).toBeInTheDocument();

    api.upload.mockRejectedValueOnce(new CmsApiError(413, 'file_too_large', 'Too large.', { messages: { fr: 'Le fichier dépasse 15 Mo.', en: 'The file is over 15 MB.' } }));
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.assign(paste, { clipboardData: { files: [jpeg('colle.jpg')] } });
    act(() => {
      document.dispatchEvent(paste);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de téléverser colle.jpg : Le fichier dépasse 15 Mo.');
  });

  it('saves alt texts and a focal point moved with the arrow keys, and keeps them when the save fails', async () => {
    const api = mockMediaApi(ITEMS);
    api.update.mockRejectedValueOnce(new CmsApiError(0, 'network', 'Network error'));
    const user = userEvent.setup();
    renderScreen(api);
    await user.click(await screen.findByRole('button', { name: 'Edit cuisine.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'cuisine.jpg' });
    expect(within(dialog).getByText('Alt text missing')).toBeInTheDocument();
    const english = within(dialog).getByLabelText('Alternative text (English)');
    expect(english).toHaveAttribute('aria-invalid', 'true');
    await user.type(english, 'Modern kitchen');
    within(dialog).getByRole('button', { name: 'cuisine.jpg: click to set the focal point' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The request failed: Network error');
    expect(english).toHaveValue('Modern kitchen');
    expect(within(dialog).queryByText('Alt text missing')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.update).toHaveBeenLastCalledWith(2, { alt: { fr: 'Cuisine', en: 'Modern kitchen' }, focal_point: { x: 0.6, y: 0.45 } });
    expect(within(card('cuisine.jpg')).queryByText('Alt text missing')).toBeNull();
    expect(await screen.findByText('Changes to cuisine.jpg saved.')).toBeInTheDocument();
  });

  it('sets the focal point where the preview is clicked', async () => {
    const api = mockMediaApi(ITEMS);
    const user = userEvent.setup();
    renderScreen(api);
    await user.click(await screen.findByRole('button', { name: 'Edit facade.jpg' }));
    const preview = await screen.findByRole('button', { name: 'facade.jpg: click to set the focal point' });
    preview.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200, right: 400, bottom: 200, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(preview, { clientX: 100, clientY: 150 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(1, expect.objectContaining({ focal_point: { x: 0.25, y: 0.75 } })));
  });

  it('deletes an unused image after confirmation, and names the documents using one it may not delete', async () => {
    const api = mockMediaApi(ITEMS);
    api.remove.mockRejectedValueOnce(
      new CmsApiError(409, 'in_use', 'This image is used in 2 documents.', {
        messages: { fr: 'Cette image est utilisée dans 2 contenus : retirez-la avant de la supprimer.', en: 'This image is used in 2 documents.' },
        uses: [
          { kind: 'page', id: 'page-home' },
          { kind: 'article', id: '12' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderScreen(api, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Modifier facade.jpg' }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer facade.jpg ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent('Cette image est utilisée dans 2 contenus : retirez-la avant de la supprimer.');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Page « Accueil »', 'Article de blogue 12']);
    await user.click(within(confirm).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(card('facade.jpg')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Supprimer' })[0]!);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(card('facade.jpg')).toBeUndefined());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.remove).toHaveBeenLastCalledWith(1);
    expect(await screen.findByText('facade.jpg a été supprimée.')).toBeInTheDocument();
  });

  it('says when the images cannot be loaded and loads them again on retry', async () => {
    const api = mockMediaApi(ITEMS);
    api.list.mockRejectedValueOnce(new CmsApiError(500, 'http_500', 'Server error'));
    renderScreen(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('The images could not be loaded. Server error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Images of the site' })).toBeInTheDocument();
  });
});
