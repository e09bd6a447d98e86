import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsApiError, type CmsApi } from '../../api/cmsApi';
import { LoginPage, loginUiLocale, safeNext } from './LoginPage';

function api(login: CmsApi['login']): CmsApi {
  return { login } as CmsApi;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('login page', () => {
  it('shows the wrong-credentials message in English', async () => {
    window.history.replaceState(null, '', '/qa/login?lang=en');
    const login = vi.fn().mockRejectedValue(new CmsApiError(401, 'invalid_credentials', 'no'));
    render(<LoginPage api={api(login)} navigate={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.ca');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(login).toHaveBeenCalledWith('ana@example.ca', 'wrong');
  });

  it('says so when the user has no role on this site', async () => {
    window.history.replaceState(null, '', '/qa/login?lang=en');
    const login = vi.fn().mockRejectedValue(new CmsApiError(403, 'no_site_access', 'no'));
    const navigate = vi.fn();
    render(<LoginPage api={api(login)} navigate={navigate} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.ca' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no access to this site.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the lockout with the minutes left, in French by default', async () => {
    window.history.replaceState(null, '', '/qa/login');
    const login = vi.fn().mockRejectedValue(new CmsApiError(429, 'locked_out', 'locked', { retry_after_s: 610 }));
    render(<LoginPage api={api(login)} navigate={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Courriel'), { target: { value: 'ana@example.ca' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Réessayez dans 11 minutes.');
  });

  it('goes to the next QA page after login', async () => {
    window.history.replaceState(null, '', '/qa/login?next=%2Fqa%2Fsections%3Flang%3Den%26page%3D4');
    const navigate = vi.fn();
    render(<LoginPage api={api(vi.fn().mockResolvedValue({ id: '1', email: 'a@b.c', name: '', role: 'editor' }))} navigate={navigate} />);
    // The language follows the page that asked for the login.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.c' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/qa/sections?lang=en&page=4'));
  });

  it('never follows a next outside the QA pages', () => {
    expect(safeNext('https://evil.example/qa/x', 'fr')).toBe('/qa/sections');
    expect(safeNext('//evil.example', 'en')).toBe('/qa/sections?lang=en');
    expect(safeNext('/qa/login', 'fr')).toBe('/qa/sections');
    expect(safeNext('/qa/parametres-generaux', 'fr')).toBe('/qa/parametres-generaux');
    expect(loginUiLocale('?next=/qa/general-settings')).toBe('fr');
  });
});
