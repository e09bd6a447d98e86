import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsApiError, type CmsApi } from '../../api/cmsApi';
import type { CaptchaDriver } from '../../blocks/ui/captcha/types';
import { LoginPage, loginUiLocale, safeNext, type LoginCaptchaFactory } from './LoginPage';

function api(login: CmsApi['login']): CmsApi {
  return { login } as CmsApi;
}

/** A captcha widget whose answers are `answer-1`, `answer-2`…, with what the page asked of it. */
function fakeCaptcha() {
  const made: { challengeUrl: string; locale: string }[] = [];
  const driver = { getToken: vi.fn(), reset: vi.fn(), setVisible: vi.fn(), destroy: vi.fn() } satisfies CaptchaDriver;
  let count = 0;
  driver.getToken.mockImplementation(async () => `answer-${++count}`);
  const factory: LoginCaptchaFactory = (options) => {
    made.push(options);
    return driver;
  };
  return { factory, driver, made };
}

const captchaRequired = () => new CmsApiError(401, 'captcha_required', 'Solve the captcha', { captcha_required: true });

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

  it('shows the captcha once a failure says it is required, and sends its answer with the next sign-in', async () => {
    window.history.replaceState(null, '', '/qa/login?lang=en');
    const captcha = fakeCaptcha();
    const login = vi
      .fn()
      .mockRejectedValueOnce(new CmsApiError(401, 'invalid_credentials', 'no', { captcha_required: true }))
      .mockResolvedValueOnce({ id: '1', email: 'ana@example.ca', name: '', role: 'editor' });
    const navigate = vi.fn();
    render(<LoginPage api={api(login)} navigate={navigate} captcha={captcha.factory} />);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.ca' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    // The widget is there (loading) before the next sign-in.
    expect(screen.getByRole('status')).toHaveTextContent('anti-robot check');
    expect(captcha.made).toEqual([{ challengeUrl: '/api/swc/captcha/challenge', locale: 'en' }]);
    expect(captcha.driver.setVisible).toHaveBeenCalledWith(true);
    expect(login).toHaveBeenNthCalledWith(1, 'ana@example.ca', 'wrong');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/qa/sections?lang=en'));
    expect(login).toHaveBeenNthCalledWith(2, 'ana@example.ca', 'right', 'answer-1');
    // The answer is spent: the widget is reset for the next one.
    expect(captcha.driver.reset).toHaveBeenCalled();
  });

  it('runs the captcha and signs in again when the answer says one is required, in French', async () => {
    window.history.replaceState(null, '', '/qa/login');
    const captcha = fakeCaptcha();
    const login = vi.fn().mockRejectedValueOnce(captchaRequired()).mockResolvedValueOnce({ id: '1', email: 'ana@example.ca', name: '', role: 'editor' });
    const navigate = vi.fn();
    render(<LoginPage api={api(login)} navigate={navigate} captcha={captcha.factory} />);
    fireEvent.change(screen.getByLabelText('Courriel'), { target: { value: 'ana@example.ca' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/qa/sections'));
    expect(login.mock.calls).toEqual([
      ['ana@example.ca', 'right'],
      ['ana@example.ca', 'right', 'answer-1'],
    ]);
    expect(captcha.made).toEqual([{ challengeUrl: '/api/swc/captcha/challenge', locale: 'fr' }]);
  });

  it('says so when the captcha answer is refused or the widget cannot run, and keeps the captcha', async () => {
    window.history.replaceState(null, '', '/qa/login');
    const captcha = fakeCaptcha();
    const login = vi.fn().mockRejectedValue(captchaRequired());
    render(<LoginPage api={api(login)} navigate={vi.fn()} captcha={captcha.factory} />);
    fireEvent.change(screen.getByLabelText('Courriel'), { target: { value: 'ana@example.ca' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La vérification anti-robot n’a pas abouti.');
    // One retry with an answer, no loop.
    expect(login).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('vérification anti-robot');

    captcha.driver.getToken.mockRejectedValueOnce(new Error('Failed to execute'));
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled());
    expect(captcha.driver.getToken).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('La vérification anti-robot n’a pas abouti.');
    // Nothing was sent without an answer.
    expect(login).toHaveBeenCalledTimes(2);
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
