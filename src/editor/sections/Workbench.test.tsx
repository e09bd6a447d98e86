import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsHeaderApi } from '../../api/cmsHeaderApi';
import { demoBlock } from '../store/actions/demoBlock';
import { EDITING_SETTINGS_KEY } from '../store/editingSettings';
import { afterAutosave, makeApi, makePage, renderWorkbench } from './workbenchTesting';


const blockTypes = () => [...document.querySelectorAll('[data-editor-block]')].map((el) => el.getAttribute('data-editor-block'));

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('sections workbench', () => {
  it('wraps every block in the overlay with its label and buttons', async () => {
    await renderWorkbench();
    const text = screen.getByRole('toolbar', { name: 'Text block 1' });
    expect(within(text).getByRole('button', { name: /Colour scheme: normal/ })).toBeInTheDocument();
    for (const name of ['Drag to move block Text block 1', 'Move down', 'Edit', 'Duplicate', 'Copy', 'Delete']) {
      expect(within(text).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(text).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(screen.getByRole('toolbar', { name: 'Spacer' })).toBeInTheDocument();
  });

  it('cycles the colour scheme through the theme list and wraps', async () => {
    await renderWorkbench();
    const button = () => document.querySelector('[data-editor-index="0"] [data-action="scheme"]') as HTMLElement;
    const scheme = () => document.querySelector('[data-editor-index="0"] [data-color-scheme]')?.getAttribute('data-color-scheme');
    // The block's own code arrives after the workbench (a lazy chunk, as in the browser).
    await waitFor(() => expect(scheme()).toBe('normal'));
    fireEvent.click(button());
    expect(scheme()).toBe('normal-grey');
    fireEvent.click(button());
    fireEvent.click(button());
    expect(scheme()).toBe('normal');
  });

  it('deletes a block and brings it back with Ctrl+Z, then redoes with Shift+Ctrl+Z', async () => {
    await renderWorkbench();
    fireEvent.click(document.querySelector('[data-editor-index="1"] [data-action="delete"]')!);
    await waitFor(() => expect(blockTypes()).toEqual(['text_block_1']));
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(blockTypes()).toEqual(['text_block_1', 'spacer_block']));
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(blockTypes()).toEqual(['text_block_1']));
  });

  it('hides the buttons whose ability is off', async () => {
    localStorage.setItem(EDITING_SETTINGS_KEY, JSON.stringify({ abilities: { colorScheme: false, edit: true, delete: false } }));
    await renderWorkbench();
    expect(document.querySelector('[data-action="scheme"]')).toBeNull();
    expect(document.querySelector('[data-action="delete"]')).toBeNull();
    expect(document.querySelectorAll('[data-action="edit"]')).toHaveLength(2);
  });

  it('shows an error card with the zod issues for an invalid block, and refuses to publish it', async () => {
    const api = makeApi();
    await renderWorkbench(makePage([demoBlock('text_block_1'), { block_type: 'cta_block', block_params: {}, fields: { main_title: 'oops' } }]), api);
    const card = document.querySelector('[data-block-error="cta_block"]') as HTMLElement;
    expect(card).toHaveTextContent('This block has errors');
    expect(card).toHaveTextContent('fields.main_title');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The page cannot be published yet');
    expect(api.publish).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: /Go to block 2/ }));
    await waitFor(() => expect(document.querySelector('[data-edit-panel="cta_block"]')).not.toBeNull());
  });

  it('adds a block from the searchable library with its demo content', async () => {
    await renderWorkbench();
    fireEvent.click(screen.getByRole('button', { name: 'Add a block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a block' });
    fireEvent.change(within(dialog).getByLabelText('Search blocks'), { target: { value: 'call to' } });
    expect(within(dialog).queryByText('Text block 1')).toBeNull();
    fireEvent.click(within(dialog).getByText('Call to action'));
    await waitFor(() => expect(blockTypes()).toEqual(['text_block_1', 'spacer_block', 'cta_block']));
  });

  it('autosaves the change with the page revision and publishes', async () => {
    const api = makeApi();
    await renderWorkbench(makePage(), api);
    fireEvent.click(document.querySelector('[data-editor-index="0"] [data-action="duplicate"]')!);
    await waitFor(() => expect(api.saveDraft).toHaveBeenCalledTimes(1), afterAutosave);
    const [, body] = (api.saveDraft as ReturnType<typeof vi.fn>).mock.calls[0];
    expect(body.revision).toBe(2);
    expect(body.content.fields.map((b: { block_type: string }) => b.block_type)).toEqual(['text_block_1', 'text_block_1', 'spacer_block']);
    await waitFor(() => expect(document.querySelector('[data-save-status]')).toHaveAttribute('data-save-status', 'saved'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    });
    await waitFor(() => expect(api.publish).toHaveBeenCalledWith('5', 3));
  });

  it('lists saved versions with their summary and restores one as the draft', async () => {
    const restored = makePage([demoBlock('cta_block')]);
    const api = makeApi({
      listVersions: vi.fn().mockResolvedValue([{ id: '9', revision: 4, created_at: '2026-03-02T15:04:00Z', created_by: 'ana@example.ca', summary: { added: 1, removed: 0, changed: 2 } }]),
      restoreVersion: vi.fn().mockResolvedValue({ revision: 6 }),
      getPage: vi.fn().mockResolvedValue({ ...restored, revision: 6 }),
    });
    const { notify } = await renderWorkbench(makePage(), api);
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('1 added · 0 removed · 2 changed')).toBeInTheDocument();
    expect(within(dialog).getByText(/by ana@example.ca/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore as draft' }));
    await waitFor(() => expect(blockTypes()).toEqual(['cta_block']));
    expect(api.restoreVersion).toHaveBeenCalledWith('5', '9');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Version restored as the draft.'));
  });

  it('reorders from the outline with its move buttons', async () => {
    await renderWorkbench();
    const tree = screen.getByRole('tree', { name: 'Outline' });
    fireEvent.click(within(tree).getByRole('button', { name: 'Move down — Text block 1' }));
    await waitFor(() => expect(blockTypes()).toEqual(['spacer_block', 'text_block_1']));
  });

  it('opens the site header panel from the toolbar, previews a new header type on the canvas and closes for a selected block', async () => {
    const headerApi = {
      get: vi.fn().mockResolvedValue({ header: { fields: [demoBlock('header_classic')] }, revision: 1 }),
      save: vi.fn().mockResolvedValue('rev-2'),
    } as CmsHeaderApi;
    await renderWorkbench(makePage(), makeApi(), headerApi);
    const toggle = screen.getByRole('button', { name: 'Header' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const panel = await screen.findByRole('complementary', { name: 'Site header' });
    fireEvent.click(await within(panel).findByRole('radio', { name: 'Megamenu header' }));
    await waitFor(() => expect(document.querySelector('#editor-canvas [data-block-type="header_megamenu"]')).not.toBeNull());
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Text block 1' })).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Site header' })).toBeNull());
    // Closing drops the unpublished change: the canvas shows the stored header again.
    await waitFor(() => expect(document.querySelector('#editor-canvas [data-block-type="header_classic"]')).not.toBeNull());
  });
});
