/** `/qa/annonces`: the listings screen, lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const ListingsScreen = lazy(() => import('../../../editor/listings/ListingsScreen'));

export const Route = createFileRoute('/qa/annonces')({
  head: () => ({ meta: [{ title: 'Vitrine — Annonces' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaAnnoncesRoute() {
    return (
      <EditorMount locale="fr">
        <ListingsScreen uiLocale="fr" />
      </EditorMount>
    );
  },
});
