/** `/qa/repertoire`: the directory (members, offices, partners, bank partners, testimonials, rewards), lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const DirectoryPage = lazy(() => import('../../../editor/directory/DirectoryPage'));

export const Route = createFileRoute('/qa/repertoire')({
  head: () => ({ meta: [{ title: 'Vitrine — Répertoire' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaRepertoireRoute() {
    return (
      <EditorMount locale="fr">
        <DirectoryPage uiLocale="fr" />
      </EditorMount>
    );
  },
});
