/** `/qa/medias`: the media library (images, alt texts, focal points, uploads), lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const MediaPage = lazy(() => import('../../../editor/media/MediaPage'));

export const Route = createFileRoute('/qa/medias')({
  head: () => ({ meta: [{ title: 'Vitrine — Médiathèque' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaMediasRoute() {
    return (
      <EditorMount locale="fr">
        <MediaPage uiLocale="fr" />
      </EditorMount>
    );
  },
});
