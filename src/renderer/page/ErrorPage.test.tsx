import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../blocks/testing/renderBlock';
import { ErrorPage, ErrorPageFailure } from './ErrorPage';

describe('ErrorPage', () => {
  it('404: default title with the status, the message and a link home', async () => {
    await renderWithProviders(
      <ErrorPage outcome={{ kind: 'error', status: 404, messageKey: 'errors.404-message' }} locale="en" path="/en/nope" />,
      { locale: 'en', path: '/en/nope' },
    );
    // The error block's code loads as on a page (its own chunk).
    expect(await screen.findByRole('heading', { name: '404 error' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you are looking for could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to home page/ })).toHaveAttribute('href', '/en');
  });

  it('503: "Site under maintenance" with a spinner and no link', async () => {
    const { container } = await renderWithProviders(
      <ErrorPage outcome={{ kind: 'error', status: 503, titleKey: 'errors.503-title', messageKey: 'errors.503-message' }} locale="en" path="/en/x" />,
      { locale: 'en', path: '/en/x' },
    );
    expect(await screen.findByRole('heading', { name: 'Site under maintenance' })).toBeInTheDocument();
    expect(container.querySelector('[data-icon="spinner"]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: /Back to home page/ })).toBeNull();
  });

  it('403: offers a refresh action', async () => {
    await renderWithProviders(
      <ErrorPage outcome={{ kind: 'error', status: 403, messageKey: 'errors.403-message' }} locale="en" path="/en/x" />,
      { locale: 'en', path: '/en/x' },
    );
    expect(await screen.findByText(/Refresh the page/)).toBeInTheDocument();
  });

  it('thrown failure: literal French texts; debug details only with exposeErrors', async () => {
    const outcome = { kind: 'error' as const, status: 500, title: 'Erreur', message: 'Une grosse erreur est survenue', debug: 'TypeError: boom' };
    const hidden = await renderWithProviders(<ErrorPage outcome={outcome} locale="fr" path="/fr" />, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Erreur' })).toBeInTheDocument();
    expect(screen.queryByText(/TypeError: boom/)).toBeNull();
    hidden.unmount();
    await renderWithProviders(<ErrorPage outcome={outcome} locale="fr" path="/fr" />, { locale: 'fr', config: { exposeErrors: true } });
    expect(await screen.findByText(/TypeError: boom/)).toBeInTheDocument();
  });

  it('falls back to a plain message with a link home when the error page itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<ErrorPageFailure locale="en" />, { locale: 'en' });
    expect(screen.getByText('An error occurred while showing the error page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/en');
  });
});
