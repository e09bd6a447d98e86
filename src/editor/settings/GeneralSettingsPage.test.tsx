import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CmsApiError } from '../../api/cmsApi';
import { generalSettings, type CmsSettingsApi, type SettingsResponse } from '../../api/cmsSettingsApi';
import { renderWithProviders } from '../../blocks/testing/renderBlock';
import { THEME_PRESETS } from '../../renderer/theme/presets';
import { GeneralSettingsPage } from './GeneralSettingsPage';

function storedSettings(revision = 3): SettingsResponse {
  return { ...generalSettings.parse({ theme: { preset: 'blue' }, metadata: {}, seo: {} }), revision };
}

function mockApi(overrides: Partial<CmsSettingsApi> = {}): CmsSettingsApi & { [K in keyof CmsSettingsApi]: ReturnType<typeof vi.fn> } {
  return {
    load: vi.fn(async () => storedSettings()),
    save: vi.fn(async (_settings, revision: number) => ({ revision: revision + 1 })),
    me: vi.fn(async () => ({ id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin' as const })),
    ...overrides,
  } as never;
}

async function renderPage(api: CmsSettingsApi, role: 'admin' | 'editor' = 'admin', uiLocale: 'fr' | 'en' = 'en') {
  const view = await renderWithProviders(<GeneralSettingsPage api={api} role={role} uiLocale={uiLocale} />, { path: `/${uiLocale}` });
  await screen.findByRole('heading', { level: 1, name: uiLocale === 'en' ? 'General settings' : 'Paramètres généraux' });
  await screen.findByTestId('settings-preview');
  return view;
}

async function setColor(label: string, hex: string) {
  const input = screen.getByRole('textbox', { name: label });
  const user = userEvent.setup();
  await user.clear(input);
  await user.type(input, `${hex}{Enter}`);
}

const preview = () => screen.getByTestId('settings-preview');

// Whole-page renders with real blocks are slow on a busy 2-core machine: allow 20 s a test.
describe('GeneralSettingsPage', () => {
  it('previews a colour change on the sample page before saving', async () => {
    const api = mockApi();
    await renderPage(api);
    expect(preview().style.getPropertyValue('--color-primary')).toBe(THEME_PRESETS.blue.primary);
    // The sample page renders real blocks with the renderer's colour scheme wrappers.
    expect(preview().querySelector('[data-block-type="cta_block"]')).not.toBeNull();

    await setColor('Primary', '#aa3300');

    expect(preview().style.getPropertyValue('--color-primary')).toBe('#aa3300');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(api.save).not.toHaveBeenCalled();
  });

  it('warns about a colour pair below WCAG AA contrast', async () => {
    await renderPage(mockApi());
    expect(screen.getByText('Every colour pair meets WCAG AA contrast.')).toBeInTheDocument();

    await setColor('Text', '#cccccc');

    expect(screen.getByText(/Low contrast: Text on background is 1\.\d+:1, below AA 4\.5:1/)).toBeInTheDocument();
    expect(screen.getByText(/colour pairs? (is|are) below WCAG AA contrast/)).toBeInTheDocument();
  });

  it('applies a preset’s colours', async () => {
    await renderPage(mockApi());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Apply the Red preset' }));

    expect(screen.getByRole('textbox', { name: 'Primary' })).toHaveValue(THEME_PRESETS.red.primary.toUpperCase());
    expect(preview().style.getPropertyValue('--color-primary')).toBe(THEME_PRESETS.red.primary);
    expect(preview().style.getPropertyValue('--color-background-inverted')).toBe(THEME_PRESETS.red['background-inverted']);
    expect(screen.getByRole('button', { name: 'Apply the Red preset' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('changes radii and the colour schemes list in the preview', async () => {
    await renderPage(mockApi());
    const radius = screen.getByRole('textbox', { name: 'Radius 1 (px)' });
    const user = userEvent.setup();
    await user.clear(radius);
    await user.type(radius, '8');
    await user.tab();
    expect(preview().style.getPropertyValue('--radius-1')).toBe('8px');

    await user.click(screen.getByRole('button', { name: 'Remove Inverted (dark)' }));
    expect(preview().querySelector('[data-color-scheme="inverted"]')).toBeNull();
  });

  it('saves the edited settings with the revision they were read at', async () => {
    const api = mockApi();
    await renderPage(api);
    await setColor('Primary', '#aa3300');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    const [settings, revision] = api.save.mock.calls[0];
    expect(revision).toBe(3);
    expect(settings.theme).toMatchObject({ preset: 'blue', themeColors: { primary: '#aa3300' } });
    expect(settings.theme.themeVariables).toEqual({ 'border-radius-1': 20, 'border-radius-2': 40, 'border-radius-3': 120 });
    expect(settings.metadata.contact_form.show_consent).toBe(true);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps the changes and shows the messages when a save is refused', async () => {
    const api = mockApi({
      save: vi.fn(async () => {
        throw new CmsApiError(422, 'invalid', 'Invalid', { fields: { 'metadata.favicon': ['Invalid URL'] } });
      }),
    });
    await renderPage(api);
    await setColor('Primary', '#aa3300');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some values are not valid');
    expect(alert).toHaveTextContent('Invalid URL');
    expect(preview().style.getPropertyValue('--color-primary')).toBe('#aa3300');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('offers reload or overwrite when someone else saved first (409)', async () => {
    let calls = 0;
    const api = mockApi({
      save: vi.fn(async (_settings, revision: number) => {
        calls += 1;
        if (calls === 1) {
          throw new CmsApiError(409, 'stale_revision', 'Stale', { current_revision: 5, updated_by: 'marie@example.com', updated_at: '2026-03-02T15:04:00Z' });
        }
        return { revision: revision + 1 };
      }),
    });
    await renderPage(api);
    await setColor('Primary', '#aa3300');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Someone else changed these settings' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('marie@example.com');
    expect(within(dialog).getByRole('button', { name: 'Reload their version' })).toBeInTheDocument();

    // The dialog opens while the failed save is still winding up: its choices are pressable after.
    const overwrite = within(dialog).getByRole('button', { name: 'Overwrite with mine' });
    await waitFor(() => expect(overwrite).toBeEnabled());
    await user.click(overwrite);
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(2));
    expect(api.save.mock.calls[1].slice(1)).toEqual([3, true]);
    expect(api.save.mock.calls[1][0].theme.themeColors.primary).toBe('#aa3300');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('reloads the other person’s settings when asked after a 409', async () => {
    const api = mockApi({
      save: vi.fn(async () => {
        throw new CmsApiError(409, 'stale_revision', 'Stale', { current_revision: 5 });
      }),
    });
    await renderPage(api);
    await setColor('Primary', '#aa3300');
    api.load.mockResolvedValueOnce({ ...storedSettings(5), theme: { ...storedSettings().theme, themeColors: { primary: '#004466' } } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const reload = within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reload their version' });
    await waitFor(() => expect(reload).toBeEnabled());
    await user.click(reload);

    await waitFor(() => expect(preview().style.getPropertyValue('--color-primary')).toBe('#004466'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it('resets unsaved changes', async () => {
    await renderPage(mockApi());
    await setColor('Primary', '#aa3300');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset' }));
    expect(preview().style.getPropertyValue('--color-primary')).toBe(THEME_PRESETS.blue.primary);
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
  });

  it('is read-only with a note for editors', async () => {
    const api = mockApi();
    await renderPage(api, 'editor');
    expect(screen.getByRole('note')).toHaveTextContent('Only administrators can change the general settings.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Primary' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply the Red preset' })).toBeDisabled();
  });

  it('reads the role from the session when none is given, and speaks French on the French route', async () => {
    const api = mockApi({ me: vi.fn(async () => ({ id: '2', email: 'e@example.com', name: 'E', role: 'editor' as const })) });
    await act(async () => {
      await renderWithProviders(<GeneralSettingsPage api={api} />, { path: '/fr' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres généraux' })).toBeInTheDocument();
    expect(await screen.findByRole('note')).toHaveTextContent('Seuls les administrateurs');
  });

  it('opens the colour picker dialog from the swatch', async () => {
    await renderPage(mockApi());
    fireEvent.click(screen.getByRole('button', { name: 'Choose the Primary colour' }));
    expect(await screen.findByRole('dialog', { name: 'Primary colour' })).toBeInTheDocument();
  });
});
