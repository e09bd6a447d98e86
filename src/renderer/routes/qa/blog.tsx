/** `/qa/blog`: the blog's articles, categories and authors, lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const BlogPage = lazy(() => import('../../../editor/blog/BlogPage'));

export const Route = createFileRoute('/qa/blog')({
  head: () => ({ meta: [{ title: 'Vitrine — Blog' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaBlogRoute() {
    return (
      <EditorMount locale="en">
        <BlogPage uiLocale="en" />
      </EditorMount>
    );
  },
});
