/**
 * `/qa`: the session check of every QA screen (spec 000 §6 QA mode), before the screen loads. On
 * the server the user is the one the QA gate let through (anonymous visitors were already sent to
 * the login page); in the browser, on a navigation between screens, it is asked of the CMS. Without
 * one the route redirects to the login page, coming back afterwards. The user reaches the screens
 * through {@link QaUserContext}; the login page itself is open.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { fetchQaUser, QA_LOGIN_PATH, qaLoginHref, QaUserContext, type QaSessionCheck } from '../../qaSession';

export const Route = createFileRoute('/qa')({
  beforeLoad: async ({ context, location }): Promise<{ qaUser?: QaSessionCheck['user'] }> => {
    if (location.pathname === QA_LOGIN_PATH || location.pathname === `${QA_LOGIN_PATH}/`) return {};
    const check: QaSessionCheck = context.request ? { user: context.request.qaUser ?? null } : await fetchQaUser();
    if (check.user === null) {
      const uiLocale = new URLSearchParams(location.searchStr).get('lang') === 'en' ? 'en' : 'fr';
      throw redirect({ href: qaLoginHref(`${location.pathname}${location.searchStr}`, uiLocale), statusCode: 302 });
    }
    return { qaUser: check.user };
  },
  component: function QaLayout() {
    const { qaUser } = Route.useRouteContext();
    return (
      <QaUserContext.Provider value={qaUser ?? undefined}>
        <Outlet />
      </QaUserContext.Provider>
    );
  },
});
