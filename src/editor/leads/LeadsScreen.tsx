/**
 * The leads inbox screens (`/qa/leads` en, `/qa/prospects` fr): {@link LeadsInbox} in the QA
 * screen frame (navigation, user badge, logout, language switch going to the other route;
 * anonymous visitors sent to the login page). Default export for the routes' lazy `import()`.
 */
import type { Locale } from '../../lib/locales';
import { leadsPath } from '../shell/EditorChrome';
import { QaScreen } from '../shell/QaScreen';
import { LeadsInbox } from './LeadsInbox';

export function LeadsScreen({ uiLocale }: { uiLocale: Locale }) {
  return (
    <QaScreen uiLocale={uiLocale} current="leads" pathOf={leadsPath}>
      {() => <LeadsInbox uiLocale={uiLocale} />}
    </QaScreen>
  );
}

export default LeadsScreen;
