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
import { PAGE_LOAD_BAR_SCRIPT } from '../navigation/pageLoadBar';
import { NavigationEffects } from '../navigation/NavigationEffects';
import { routerNavigation } from '../navigation/routerNavigation';
import { NotFoundPage } from '../page/NotFoundPage';
import { RenderedIslandContext } from '../page/PageIsland';
import type { RouterContext } from '../routerContext';
import { themeRootCss } from '../theme/themeCss';
import { REVEAL_EARLY_IMAGES_SCRIPT } from '../blocks/preHydrationImages';
import { HOLD_EARLY_INPUT_SCRIPT } from '../blocks/earlyInputScript';
import { REMEMBER_EARLY_LOCALE_SWITCH_SCRIPT } from '../../blocks/ui/localeSwitch';
import { importAfterFirstPaint, moduleAfterPaintLink } from '../entryAfterPaint';
import '../styles/global.css';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => {
    const { assets } = match.context;
    return {
      meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }],
      links: [
        // Default favicon; a site's `metadata.favicon` (page head) comes later and wins.
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        // The entry and its modules are fetched and run after the first paint (scripts below).
        ...assets.scripts.flatMap((script) => (script.src ? [moduleAfterPaintLink(script.src)] : [])),
        ...assets.modulePreloads.map(moduleAfterPaintLink),
        // The stylesheets are written into the document by the server (entry-server's render).
      ],
      // Default (blue preset) theme variables; a page's own theme is added after it and wins.
      styles: [{ children: themeRootCss(undefined) }],
      scripts: [
        // Forms stay put until their block is live (src/renderer/blocks/preHydrationInput.ts).
        { children: HOLD_EARLY_INPUT_SCRIPT },
        // Images of a block not yet live still fade in (src/renderer/blocks/preHydrationImages.ts).
        { children: REVEAL_EARLY_IMAGES_SCRIPT },
        // A language switch clicked before the header is live still remembers the choice.
        { children: REMEMBER_EARLY_LOCALE_SWITCH_SCRIPT },
        // A link to another page that takes more than 200 ms shows the loading bar (src/renderer/navigation/pageLoadBar.ts).
        { children: PAGE_LOAD_BAR_SCRIPT },
        // The entry runs once the server's HTML has been painted (src/renderer/entryAfterPaint.ts).
        ...assets.scripts.map((script) => ({ type: 'module', children: script.src ? importAfterFirstPaint(script.src) : script.children })),
      ],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  const { stores, api, config, island } = Route.useRouteContext();
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
              <RenderedIslandContext.Provider value={island}>
                <LoadingBar />
                <Outlet />
                <NavigationEffects />
              </RenderedIslandContext.Provider>
            </I18nProvider>
          </NavigationContext.Provider>
        </AppContext.Provider>
        <Scripts />
      </body>
    </html>
  );
}
