/**
 * The image field of the QA forms with the media library: choosing an image in the library
 * dialog by keyboard fills the field with its URL, alt texts per locale and focal point; an image
 * without its alt texts asks for them first and saves them to the library; an upload from the
 * field (picker, drop, paste) lands in the field, through the alt-text step when needed.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CmsApiError } from '../../api/cmsApi';
import { image } from '../../schema/content';
import { renderSchemaForm } from '../forms/formTestHarness';
import { MediaApiProvider } from './MediaApiContext';
import { mediaItem, mockMediaApi } from './testing/mediaFixtures';

const READY = mediaItem(1, { original_filename: 'facade.jpg', focal_point: { x: 0.3, y: 0.6 } });
const NO_ALT = mediaItem(2, { original_filename: 'cuisine.jpg', alt: { fr: '', en: 'Kitchen' }, alt_complete: false });

function renderField(api = mockMediaApi([READY, NO_ALT]), uiLocale: 'fr' | 'en' = 'en') {
  const wrapper = ({ children }: { children: ReactNode }) => <MediaApiProvider api={api}>{children}</MediaApiProvider>;
  const form = renderSchemaForm(z.object({ image }), { image: { media: { fr: { url: '', alt: '' }, en: { url: '', alt: '' } } } }, { uiLocale, wrapper });
  return { api, form };
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('image field and the media library', () => {
  it('places an image chosen with the keyboard in the library dialog, with its alt texts and focal point', async () => {
    const user = userEvent.setup();
    const { form } = renderField();
    await user.click(screen.getByRole('button', { name: 'Choose from the library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    const grid = await within(dialog).findByRole('grid', { name: 'Images of the site' });
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    expect(within(grid).getByText('Alt text missing')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toContain('facade.jpg');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(form.value().image.media).toEqual({ fr: { url: READY.url, alt: 'Salon lumineux' }, en: { url: READY.url, alt: 'Bright living room' } });
    expect(form.value().image.center).toEqual({ x: 0.3, y: 0.6 });
    expect(screen.getByText('facade.jpg placed in the field.')).toBeInTheDocument();
    expect(image.safeParse(form.value().image).success).toBe(true);
  });

  it('asks for the missing alt texts before placing an image, saves them to the library, and keeps them when the save fails', async () => {
    const user = userEvent.setup();
    const { api, form } = renderField(undefined, 'fr');
    api.update.mockRejectedValueOnce(new CmsApiError(0, 'network', 'Network error'));
    await user.click(screen.getByRole('button', { name: 'Choisir dans la médiathèque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choisir une image' });
    await user.click(await within(dialog).findByText('cuisine.jpg'));
    expect(within(dialog).getByText('Cette image n’a pas encore de texte de remplacement. Rédigez-le en français et en anglais pour la placer.')).toBeInTheDocument();
    const use = within(dialog).getByRole('button', { name: 'Enregistrer et utiliser' });
    expect(use).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Texte de remplacement (français)'), 'Cuisine moderne');
    expect(use).toBeEnabled();
    await user.click(use);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La requête a échoué : Network error');
    expect(within(dialog).getByLabelText('Texte de remplacement (français)')).toHaveValue('Cuisine moderne');
    expect(form.value().image.media.fr.url).toBe('');

    await user.click(use);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.update).toHaveBeenLastCalledWith(2, { alt: { fr: 'Cuisine moderne', en: 'Kitchen' } });
    expect(form.value().image.media).toEqual({ fr: { url: NO_ALT.url, alt: 'Cuisine moderne' }, en: { url: NO_ALT.url, alt: 'Kitchen' } });
  });

  it('uploads with the picker and asks for the new image’s alt texts before placing it', async () => {
    const user = userEvent.setup();
    const { api, form } = renderField();
    fireEvent.change(screen.getByTestId('image-field-file-input'), { target: { files: [jpeg('IMG_2041.jpg')] } });
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    expect(api.upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'IMG_2041.jpg' }));
    await user.type(within(dialog).getByLabelText('Alternative text (French)'), 'Maison au coucher du soleil');
    await user.type(within(dialog).getByLabelText('Alternative text (English)'), 'House at sunset');
    await user.click(within(dialog).getByRole('button', { name: 'Save and use' }));
    await waitFor(() => expect(form.value().image.media.en).toEqual({ url: mediaItem(900).url, alt: 'House at sunset' }));
    expect(form.value().image.media.fr.alt).toBe('Maison au coucher du soleil');
  });

  it('places a dropped or pasted image at once when its alt texts are already written, and explains a refusal', async () => {
    const api = mockMediaApi([READY]);
    api.upload.mockResolvedValueOnce({ item: READY, duplicate: true });
    const { form } = renderField(api);
    const box = screen.getByRole('button', { name: 'Upload' }).parentElement!;
    fireEvent.drop(box, { dataTransfer: { types: ['Files'], files: [jpeg('facade.jpg')] } });
    await waitFor(() => expect(form.value().image.media.fr.url).toBe(READY.url));
    expect(screen.queryByRole('dialog')).toBeNull();

    api.upload.mockRejectedValueOnce(new CmsApiError(415, 'unsupported_type', 'Unsupported.', { messages: { fr: 'Type non pris en charge.', en: 'This file is not a JPEG, PNG, WebP or AVIF image.' } }));
    await act(async () => {
      fireEvent.paste(screen.getByRole('button', { name: 'Choose from the library' }), { clipboardData: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.txt could not be uploaded: This file is not a JPEG, PNG, WebP or AVIF image.');
  });

  it('uploads inside the library dialog (picker, drop) and goes to the new image’s alt-text step, or places it', async () => {
    const user = userEvent.setup();
    const { api, form } = renderField();
    await user.click(screen.getByRole('button', { name: 'Choose from the library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await within(dialog).findByRole('grid');
    fireEvent.change(within(dialog).getByTestId('media-picker-file-input'), { target: { files: [jpeg('IMG_9.jpg')] } });
    expect(await within(dialog).findByLabelText('Alternative text (English)')).toHaveValue('');
    expect(api.upload).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the library' }));
    expect(within(await within(dialog).findByRole('grid')).getAllByRole('row')).toHaveLength(3);

    api.upload.mockResolvedValueOnce({ item: READY, duplicate: true });
    fireEvent.drop(within(dialog).getByRole('grid').parentElement!, { dataTransfer: { types: ['Files'], files: [jpeg('facade.jpg')] } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.upload).toHaveBeenCalledTimes(2);
    expect(form.value().image.media.en).toEqual({ url: READY.url, alt: 'Bright living room' });
  });
});
