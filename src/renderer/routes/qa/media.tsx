/** `/qa/media`: the media library (images, alt texts, focal points, uploads), lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const MediaPage = lazy(() => import('../../../editor/media/MediaPage'));

export const Route = createFileRoute('/qa/media')({
  head: () => ({ meta: [{ title: 'Vitrine — Media library' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaMediaRoute() {
    return (
      <EditorMount locale="en">
        <MediaPage uiLocale="en" />
      </EditorMount>
    );
  },
});
