/** `/qa/login`: the editor login, loaded lazily and rendered client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const LoginPage = lazy(() => import('../../../editor/login/LoginPage'));

export const Route = createFileRoute('/qa/login')({
  head: () => ({ meta: [{ title: 'Vitrine — connexion / sign in' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaLoginRoute() {
    return (
      <EditorMount>
        <LoginPage />
      </EditorMount>
    );
  },
});
