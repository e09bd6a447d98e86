/** `/qa/leads`: the leads inbox, lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const LeadsScreen = lazy(() => import('../../../editor/leads/LeadsScreen'));

export const Route = createFileRoute('/qa/leads')({
  head: () => ({ meta: [{ title: 'Vitrine — Leads' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaLeadsRoute() {
    return (
      <EditorMount locale="en">
        <LeadsScreen uiLocale="en" />
      </EditorMount>
    );
  },
});
