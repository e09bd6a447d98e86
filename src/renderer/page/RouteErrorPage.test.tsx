/**
 * A route error as a visitor reads it: the error's status, its message when it was written for
 * visitors (RouteError), the catalogue's 500 text for anything else (whose message may hold
 * internals), in the page's language.
 */
import { screen } from '@testing-library/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../blocks/testing/renderBlock';
import { RouteError, RouteErrorPage } from './RouteErrorPage';

const props = (error: unknown) => ({ error, reset: () => {} }) as unknown as ErrorComponentProps;

describe('RouteErrorPage', () => {
  it('shows a route error’s own status and message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<RouteErrorPage {...props(new RouteError(410, 'This listing was sold and removed.'))} />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: '410 error' })).toBeInTheDocument();
    expect(screen.getByText('This listing was sold and removed.')).toBeInTheDocument();
  });

  it('answers 500 with the catalogue’s text for an error not meant for visitors, whose message stays hidden', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<RouteErrorPage {...props(new Error('relation "pages" does not exist'))} />, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Erreur 500' })).toBeInTheDocument();
    expect(screen.queryByText(/relation "pages"/)).toBeNull();
    expect(screen.getByText(/erreur de serveur/i)).toBeInTheDocument();
  });
});
