/** `/qa/prospects`: the leads inbox, lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const LeadsScreen = lazy(() => import('../../../editor/leads/LeadsScreen'));

export const Route = createFileRoute('/qa/prospects')({
  head: () => ({ meta: [{ title: 'Vitrine — Prospects' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaProspectsRoute() {
    return (
      <EditorMount locale="fr">
        <LeadsScreen uiLocale="fr" />
      </EditorMount>
    );
  },
});
