/** `/qa/feed`: the listing feed connection, lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const FeedScreen = lazy(() => import('../../../editor/listings/FeedScreen'));

export const Route = createFileRoute('/qa/feed')({
  head: () => ({ meta: [{ title: 'Vitrine — Listing feed' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaFeedRoute() {
    return (
      <EditorMount locale="en">
        <FeedScreen uiLocale="en" />
      </EditorMount>
    );
  },
});
