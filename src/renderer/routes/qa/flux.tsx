/** `/qa/flux`: the listing feed connection, lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const FeedScreen = lazy(() => import('../../../editor/listings/FeedScreen'));

export const Route = createFileRoute('/qa/flux')({
  head: () => ({ meta: [{ title: 'Vitrine — Flux d’annonces' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaFluxRoute() {
    return (
      <EditorMount locale="fr">
        <FeedScreen uiLocale="fr" />
      </EditorMount>
    );
  },
});
