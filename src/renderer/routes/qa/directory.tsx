/** `/qa/directory`: the directory (members, offices, partners, bank partners, testimonials, rewards), lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const DirectoryPage = lazy(() => import('../../../editor/directory/DirectoryPage'));

export const Route = createFileRoute('/qa/directory')({
  head: () => ({ meta: [{ title: 'Vitrine — Directory' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaDirectoryRoute() {
    return (
      <EditorMount locale="en">
        <DirectoryPage uiLocale="en" />
      </EditorMount>
    );
  },
});
