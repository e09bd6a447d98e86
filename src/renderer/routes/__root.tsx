/**
 * The document shell (spec 000 §2): `<html lang="fr-CA|en-CA">`, head tags (assets, default
 * theme variables, per-page SEO from child routes), the app providers (AppContext, react-intl),
 * the loading bar and navigation effects, and TanStack's hydration scripts.
 */
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { AppContext } from '../../blocks/runtime/AppContext';
import { NavigationContext } from '../../blocks/runtime/navigation';
import { LOCALE_ISO } from '../../lib/locales';
import { I18nProvider } from '../i18n/I18nProvider';
import { LoadingBar } from '../navigation/LoadingBar';
import { NavigationEffects } from '../navigation/NavigationEffects';
import { routerNavigation } from '../navigation/routerNavigation';
import { NotFoundPage } from '../page/NotFoundPage';
import { shellHead } from '../document/shellHead';
import type { RouterContext } from '../routerContext';
import '../styles/global.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => shellHead(match.context.assets),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  const { stores, api, config } = Route.useRouteContext();
  const locale = useStore(stores.locale, (state) => state.locale);
  const appContext = useMemo(() => ({ stores, api, config }), [stores, api, config]);
  return (
    <html lang={LOCALE_ISO[locale]}>
      <head>
        <HeadContent />
      </head>
      <body>
        <AppContext.Provider value={appContext}>
          <NavigationContext.Provider value={routerNavigation}>
            <I18nProvider locale={locale}>
              <LoadingBar />
              <Outlet />
              <NavigationEffects />
            </I18nProvider>
          </NavigationContext.Provider>
        </AppContext.Provider>
        <Scripts />
      </body>
    </html>
  );
}
