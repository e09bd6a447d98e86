/** `/qa/sections`: the sections workbench, lazy. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const SectionsPage = lazy(() => import('../../../editor/sections/SectionsPage'));

export const Route = createFileRoute('/qa/sections')({
  head: () => ({ meta: [{ title: 'Vitrine — sections' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaSectionsRoute() {
    return (
      <EditorMount>
        <SectionsPage />
      </EditorMount>
    );
  },
});
