/**
 * The general settings screens (`/qa/general-settings` en, `/qa/parametres-generaux` fr): the QA
 * screen frame ({@link QaScreen}: session check and login redirect, a retry card when the session
 * cannot be read, the editor chrome) around `GeneralSettingsPage`. The route's locale is the UI
 * language. Default export for the routes' lazy `import()`.
 */
import type { Locale } from '../../lib/locales';
import { GeneralSettingsPage } from '../settings/GeneralSettingsPage';
import { settingsPath } from './EditorChrome';
import { QaScreen } from './QaScreen';

export function SettingsScreen({ uiLocale }: { uiLocale: Locale }) {
  return (
    <QaScreen uiLocale={uiLocale} current="settings" pathOf={settingsPath}>
      {(user) => <GeneralSettingsPage uiLocale={uiLocale} role={user.role} />}
    </QaScreen>
  );
}

export default SettingsScreen;
