/**
 * The one router factory for the server and the browser (ARCHITECTURE "Anchors": TanStack
 * Router's SSR guide; spec 000 §2 routes, §4 page load).
 *
 * The server creates one router per request (fresh stores, the request info, the CSP nonce); the
 * browser creates one per tab. `dehydrate`/`hydrate` carry the runtime config, the remembered
 * site, the origin and the assets to the browser; the matches' loader data (the page payload)
 * is dehydrated by TanStack itself, so hydration does not fetch the page again.
 */
import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './page/NotFoundPage';
import { RouteErrorPage } from './page/RouteErrorPage';
import { routeTree } from './routeTree.gen';
import type { DehydratedAppState, RouterContext } from './routerContext';

/**
 * Creates the app router.
 * @param context the router context (mutated by `hydrate` in the browser: config, site, origin,
 *   assets are filled from the server's dehydrated state)
 * @param options.onHydrate called in the browser once the server's state is known
 */
export function createAppRouter(context: RouterContext, options: { onHydrate?: (state: DehydratedAppState) => void } = {}) {
  // The first render in the browser hydrates a page the visitor may already be scrolling (the entry
  // runs after the first paint): their position stays. A reload or a return is restored by the
  // browser itself (the router hands scroll restoration back to it when the page is left).
  let hydrating = true;
  return createRouter({
    routeTree,
    context,
    scrollRestoration: () => {
      if (!hydrating) return true;
      hydrating = false;
      return false;
    },
    defaultPreload: 'intent',
    // Preloaded pages (hover, idle prefetch) are reused for 30 s; a plain navigation refetches.
    defaultPreloadStaleTime: 30_000,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    ssr: context.nonce ? { nonce: context.nonce } : undefined,
    dehydrate: (): DehydratedAppState => ({
      config: context.config,
      site: context.site,
      origin: context.origin,
      // The build manifest, the block chunk map and the CSS texts stay on the server.
      assets: { scripts: context.assets.scripts, stylesheets: context.assets.stylesheets, modulePreloads: context.assets.modulePreloads },
    }),
    hydrate: (state: DehydratedAppState) => {
      Object.assign(context.config, state.config);
      Object.assign(context.site, state.site);
      context.origin = state.origin;
      context.assets = state.assets;
      options.onHydrate?.(state);
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
