/** `/qa/listings`: the listings screen, lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const ListingsScreen = lazy(() => import('../../../editor/listings/ListingsScreen'));

export const Route = createFileRoute('/qa/listings')({
  head: () => ({ meta: [{ title: 'Vitrine — Listings' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaListingsRoute() {
    return (
      <EditorMount locale="en">
        <ListingsScreen uiLocale="en" />
      </EditorMount>
    );
  },
});
