import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { generalSettings, type CmsSettingsApi, type SettingsResponse } from '../../api/cmsSettingsApi';
import { renderWithProviders } from '../../blocks/testing/renderBlock';
import { GeneralSettingsPage } from './GeneralSettingsPage';
import { toMortgageCalculatorForm } from './mortgageCalculatorForm';

function mockApi() {
  const stored: SettingsResponse = { ...generalSettings.parse({ theme: { preset: 'blue' }, metadata: {}, seo: {} }), revision: 3 };
  return {
    load: vi.fn(async () => stored),
    save: vi.fn(async (_settings: unknown, revision: number) => ({ revision: revision + 1 })),
    me: vi.fn(async () => ({ id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin' as const })),
  };
}

describe('general settings: mortgage calculator rules (spec 001 §5)', () => {
  it('defaults to the federal table and saves the chosen one in metadata', async () => {
    const api = mockApi();
    await renderWithProviders(<GeneralSettingsPage api={api as unknown as CmsSettingsApi} role="admin" uiLocale="en" />, { path: '/en' });
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: /minimum down payment rules/i });
    expect(trigger).toHaveTextContent('Federal 2024 12 15');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Spec 001' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    expect((api.save.mock.calls[0][0] as SettingsResponse).metadata.mortgage_calculator).toEqual({ down_payment_rules: 'spec-001' });
  });

  it('reads settings stored before the field existed as the default', () => {
    expect(toMortgageCalculatorForm({ metadata: {} })).toEqual({ down_payment_rules: 'federal-2024-12-15' });
  });
});
