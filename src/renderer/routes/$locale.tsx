/**
 * `/$locale` layout: the locale segment must be fr or en (anything else is the 404 "This page
 * could not be found"); the locale in the path corrects the active locale (spec 000 §2).
 *
 * The store is corrected when the route is rendered (committed), never in `beforeLoad`: in the
 * browser `beforeLoad` also runs for preloads (hover, idle prefetch of the other locale's links),
 * which must not switch the visible page's language. On the server it is set before rendering.
 */
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { useAppContext } from '../../blocks/runtime/AppContext';
import { isLocale } from '../../lib/locales';

export const Route = createFileRoute('/$locale')({
  beforeLoad: ({ params, context }) => {
    if (!isLocale(params.locale)) throw notFound();
    if (typeof window === 'undefined') context.stores.locale.getState().setLocale(params.locale);
  },
  component: LocaleLayout,
});

function LocaleLayout() {
  const { locale } = Route.useParams();
  const { stores } = useAppContext();
  useLayoutEffect(() => {
    if (isLocale(locale) && stores.locale.getState().locale !== locale) stores.locale.getState().setLocale(locale);
  }, [locale, stores]);
  return <Outlet />;
}
