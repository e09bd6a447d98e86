/**
 * The QA screen frame as an editor meets it: a loading line until the session is known, then the
 * screen; a screen's own controls in the top bar; the language switch loading the screen's other
 * path or switching in place; an anonymous visitor sent to the login page; another failure with
 * "Try again".
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsApiError, type CmsApi } from '../../api/cmsApi';
import { QaChromeActions, QaScreen } from './QaScreen';

const USER = { id: 'u1', email: 'editor@example.ca', name: 'Edith', role: 'editor' };

function mockApi(me: () => Promise<unknown> = async () => USER) {
  return { me: vi.fn(me), logout: vi.fn(async () => undefined) } as unknown as CmsApi & { me: ReturnType<typeof vi.fn> };
}

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/qa/blog', search: '?article=4', assign });
  return assign;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QaScreen', () => {
  it('shows a loading line until the session is known, then the screen with its own controls in the top bar', async () => {
    let signIn!: (user: typeof USER) => void;
    const api = mockApi(() => new Promise((resolve) => (signIn = resolve)));
    render(
      <QaScreen uiLocale="en" current="blog" api={api} pathOf={() => '/qa/blog'}>
        {(user) => (
          <>
            <QaChromeActions>
              <button type="button">New article</button>
            </QaChromeActions>
            <p>Hello {user.name}</p>
          </>
        )}
      </QaScreen>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    signIn(USER);
    expect(await screen.findByText('Hello Edith')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'New article' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('loads the screen’s path in the other language, or switches in place when the screen asks', async () => {
    const assign = stubLocation();
    const { unmount } = render(
      <QaScreen uiLocale="en" current="blog" api={mockApi()} pathOf={(locale) => (locale === 'fr' ? '/qa/blogue' : '/qa/blog')}>
        {() => <p>Articles</p>}
      </QaScreen>,
    );
    await screen.findByText('Articles');
    await userEvent.click(screen.getByRole('button', { name: 'FR' }));
    expect(assign).toHaveBeenCalledWith('/qa/blogue');
    unmount();

    const switched = vi.fn();
    render(
      <QaScreen uiLocale="fr" current="sections" api={mockApi()} onUiLocaleChange={switched}>
        {() => <p>Sections</p>}
      </QaScreen>,
    );
    await screen.findByText('Sections');
    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(switched).toHaveBeenCalledWith('en');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('sends an anonymous visitor to the login page, coming back here afterwards', async () => {
    const assign = stubLocation();
    render(
      <QaScreen uiLocale="en" current="blog" api={mockApi(async () => Promise.reject(new CmsApiError(401, 'unauthenticated', 'Sign in.')))} pathOf={() => '/qa/blog'}>
        {() => <p>Articles</p>}
      </QaScreen>,
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/qa/login?next=%2Fqa%2Fblog%3Farticle%3D4&lang=en'));
    expect(screen.queryByText('Articles')).toBeNull();
  });

  it('says when the session could not be read and tries again on request', async () => {
    let calls = 0;
    const api = mockApi(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Network down');
      return USER;
    });
    render(
      <QaScreen uiLocale="fr" current="blog" api={api} pathOf={() => '/qa/blogue'}>
        {() => <p>Articles</p>}
      </QaScreen>,
    );
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Articles')).toBeInTheDocument();
  });
});
