/**
 * Test helpers for block components (Testing Library in jsdom): render a block or any element inside
 * the providers the app gives it — AppContext (fresh `createAppStores`), PagePayloadContext, a
 * react-intl `IntlProvider` with the real message files, and a TanStack memory router so links
 * resolve. Test-only: the app itself never imports this file.
 *
 * ```tsx
 * const { stores, router } = await renderBlock(textBlock1, { locale: 'en' });
 * const view = await renderWithProviders(<MyThing />, { path: '/fr/contact?variant=v1' });
 * ```
 */
import { act, render, type RenderResult } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import type { z } from 'zod';
import type { ContentApi } from '../../api/contentApi';
import { LOCALE_ISO, type Locale } from '../../lib/locales';
import { pagePayload, type PagePayload } from '../../schema/page';
// Test-only: the messages are shared data files of the renderer.
import enMessages from '../../renderer/i18n/messages/en.json';
import frMessages from '../../renderer/i18n/messages/fr.json';
import type { BlockDefinition } from '../defineBlock';
import { prepareNestedBlocks } from '../nestedBlocks';
import { AppContext, PagePayloadContext, type AppConfig, type AppContextValue } from '../runtime/AppContext';
import { NavigationContext } from '../runtime/navigation';
// Test-only: the links of blocks under test navigate the memory router.
import { routerNavigation } from '../../renderer/navigation/routerNavigation';
import { createAppStores, type AppStores } from '../runtime/stores';
import { installFakeCaptcha, type FakeCaptcha } from './fakeCaptcha';

export const testMessages: Record<Locale, Record<string, string>> = { fr: frMessages, en: enMessages };

/** A valid page payload for tests; `overrides` are shallow-merged before parsing. */
export function makeTestPayload(overrides: Record<string, unknown> = {}): PagePayload {
  return pagePayload.parse({
    production: false,
    microsite_id: 'demo-microsite',
    site_id: 'demo-site',
    site_key: 'demo-site-key',
    theme: {},
    metadata: {},
    header: { fields: [] },
    footer: { fields: [] },
    content: { fields: [] },
    ...overrides,
  });
}

/** An API whose every call rejects unless overridden (tests mock what they use). */
export function makeTestApi(overrides: Partial<ContentApi> = {}): ContentApi {
  const unexpected = (name: string) => () => Promise.reject(new Error(`Unexpected api.${name} call in test`));
  return {
    pageByDomain: unexpected('pageByDomain'),
    pageBySite: unexpected('pageBySite'),
    contact: unexpected('contact'),
    municipalities: unexpected('municipalities'),
    properties: unexpected('properties'),
    articles: unexpected('articles'),
    propertyTooltip: unexpected('propertyTooltip'),
    searchFilters: unexpected('searchFilters'),
    ...overrides,
  };
}

export interface RenderOptions {
  /** Active locale (default: the path's locale, else fr). */
  locale?: Locale;
  /** Current URL of the memory router (default `/{locale}`). */
  path?: string;
  /** Payload fields merged into {@link makeTestPayload}, or a full payload. */
  payload?: Record<string, unknown> | PagePayload;
  api?: Partial<ContentApi>;
  config?: Partial<AppConfig>;
  /** Reuse existing stores (e.g. to pre-set state). */
  stores?: AppStores;
  /** The page's captcha widget, faked (fakeCaptcha.ts); without it, the provider's own. */
  captcha?: FakeCaptcha;
}

export interface RenderedWithProviders extends RenderResult {
  stores: AppStores;
  router: AnyRouter;
  payload: PagePayload;
  context: AppContextValue;
}

/** Renders `ui` inside every provider a block needs; resolves once the router has rendered. */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Promise<RenderedWithProviders> {
  const pathLocale = options.path?.split('/')[1];
  const locale: Locale = options.locale ?? (pathLocale === 'en' ? 'en' : 'fr');
  const path = options.path ?? `/${locale}`;
  const stores = options.stores ?? createAppStores(locale);
  const captchaConfig = options.captcha ? installFakeCaptcha(stores, options.captcha) : {};
  const payload = makeTestPayload(options.payload ?? {});
  const context: AppContextValue = {
    stores,
    api: makeTestApi(options.api),
    config: {
      apiBaseUrl: '/api/swc',
      exposeErrors: false,
      captchaChallengeUrl: '/api/swc/captcha/challenge',
      ...options.config,
      ...captchaConfig,
    },
  };

  // jsdom does not implement scrolling; the router's scroll restoration calls it.
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const Page = () => ui;
  const rootRoute = createRootRoute({
    component: () => (
      <AppContext.Provider value={context}>
        <PagePayloadContext.Provider value={payload}>
          <NavigationContext.Provider value={routerNavigation}>
            <IntlProvider locale={LOCALE_ISO[locale]} defaultLocale="fr-CA" messages={testMessages[locale]}>
              <Outlet />
            </IntlProvider>
          </NavigationContext.Provider>
        </PagePayloadContext.Provider>
      </AppContext.Provider>
    ),
  });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Page });
  const splatRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Page });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, splatRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await act(async () => {
    await router.load();
  });
  let result!: RenderResult;
  await act(async () => {
    result = render(<RouterProvider router={router} />);
  });
  return { ...result, stores, router, payload, context };
}

export interface RenderBlockInput<F extends z.ZodType, P extends z.ZodType> {
  /** Raw fields (default: the block's demo fields); parsed with the block's schema. */
  fields?: z.input<F>;
  params?: z.input<P>;
  index?: number;
}

/**
 * Renders a registered block's component from its demo (or the given fields/params), parsed with
 * its zod schemas exactly as the renderer does. Throws when the data does not validate.
 */
export async function renderBlock<F extends z.ZodType, P extends z.ZodType>(
  definition: BlockDefinition<F, P>,
  input: RenderBlockInput<F, P> = {},
  options: RenderOptions = {},
): Promise<RenderedWithProviders> {
  const Component = definition.component;
  if (!Component) throw new Error(`Block ${definition.type} has no component.`);
  // Like the server's page preparation: the fields parsed, then the blocks they nest.
  const fields = prepareNestedBlocks(definition, definition.fields.parse(input.fields ?? definition.demo.fields)) as z.output<F>;
  const params = definition.params.parse(input.params ?? definition.demo.block_params ?? {});
  return renderWithProviders(<Component fields={fields} params={params} index={input.index ?? 1} />, options);
}
