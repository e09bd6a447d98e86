/** `/qa/general-settings`: general settings, lazy, client-only. */
import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EditorMount } from './-EditorMount';

const SettingsScreen = lazy(() => import('../../../editor/shell/SettingsScreen'));

export const Route = createFileRoute('/qa/general-settings')({
  head: () => ({ meta: [{ title: 'Vitrine — General settings' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: function QaGeneralSettingsRoute() {
    return (
      <EditorMount locale="en">
        <SettingsScreen uiLocale="en" />
      </EditorMount>
    );
  },
});
