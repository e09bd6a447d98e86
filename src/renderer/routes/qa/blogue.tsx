/** `/qa/blogue`: the blog's articles, categories and authors, lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const BlogPage = lazy(() => import('../../../editor/blog/BlogPage'));

export const Route = createFileRoute('/qa/blogue')({
  head: () => ({ meta: [{ title: 'Vitrine — Blogue' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaBlogueRoute() {
    return (
      <EditorMount locale="fr">
        <BlogPage uiLocale="fr" />
      </EditorMount>
    );
  },
});
