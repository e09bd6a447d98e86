/** `/qa/parametres-generaux`: general settings, lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const SettingsScreen = lazy(() => import('../../../editor/shell/SettingsScreen'));

export const Route = createFileRoute('/qa/parametres-generaux')({
  head: () => ({ meta: [{ title: 'Vitrine — Paramètres généraux' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaParametresGenerauxRoute() {
    return (
      <EditorMount locale="fr">
        <SettingsScreen uiLocale="fr" />
      </EditorMount>
    );
  },
});
