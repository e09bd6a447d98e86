/**
 * The browser build's `react-intl` (vite.config.ts aliases the package to this module, as it does
 * zod): the same React layer over the same formatters, without the components Vitrine never
 * renders. react-intl's module defines its fifteen `Formatted*` components with side effects that
 * keep them all in the page island, about 3 KB of what every page downloads; `@formatjs/intl`
 * (the formatters, `formatMessage`'s lookup and fallbacks) and `intl-messageformat` are used as they
 * are, so a message, a number or a date reads the same in the server's HTML and in the browser.
 *
 * What Vitrine imports from `react-intl` (and nothing else is exported): {@link createIntl},
 * {@link createIntlCache}, {@link RawIntlProvider}, {@link IntlProvider}, {@link useIntl},
 * {@link FormattedMessage} and the type `IntlShape`. src/renderer/i18n/reactIntlBrowser.test.tsx
 * renders each against react-intl and compares.
 */
import { createContext, Fragment, isValidElement, memo, useContext, useRef, Children, type ReactNode } from 'react';
import { createIntl as createCoreIntl, createIntlCache, DEFAULT_INTL_CONFIG as CORE_DEFAULTS, formatMessage as formatCoreMessage } from '@formatjs/intl';
import { IntlMessageFormat, isFormatXMLElementFn } from 'intl-messageformat';
import type { IntlConfig, IntlShape, MessageDescriptor } from 'react-intl';

export type { IntlShape } from 'react-intl';
export { createIntlCache };

type Values = Record<string, unknown> | undefined;

/** As react-intl: message chunks keyed by position, so that React does not warn about a list. */
const toKeyedNodes = (children: ReactNode): ReactNode[] => Children.toArray(children).map((child, index) => (isValidElement(child) ? <Fragment key={index}>{child}</Fragment> : child));

/** Rich text tags' functions receive their chunks keyed (react-intl's `assignUniqueKeysToParts`). */
function keyRichTextChunks(values: Values): Values {
  if (!values) return values;
  const keyed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    keyed[name] = isFormatXMLElementFn(value) ? (parts: ReactNode[]) => (value as (parts: ReactNode[]) => ReactNode)(toKeyedNodes(parts)) : value;
  }
  return keyed;
}

/** The services whose locale data `@formatjs/intl`'s `createIntl` probes. */
const PROBED_SERVICES = [Intl.NumberFormat, Intl.DateTimeFormat];

/** The locales asked for, as a browser answers a probe for locales it has (Vitrine's always are). */
const askedLocales = (locales?: string | readonly string[]): string[] => (locales === undefined ? [] : typeof locales === 'string' ? [locales] : [...locales]);

/**
 * `@formatjs/intl`'s `createIntl` without its locale-data probe. Before anything else it asks
 * `Intl.NumberFormat.supportedLocalesOf` and `Intl.DateTimeFormat.supportedLocalesOf` whether the
 * locale has data, only to warn when it has none; the first of these questions makes the browser
 * list every locale it knows, 40–100 ms of the page's main thread on a desktop (four times as long
 * on a phone), paid while the island hydrates even on a page that formats no number or date.
 * Vitrine's locales (fr-CA, en-CA) are in every browser's `Intl`: the probe is answered with the
 * locale asked for, for the length of the call, and the browser's own methods are back after it.
 */
function createCoreIntlWithoutProbe(config: IntlConfig, cache?: ReturnType<typeof createIntlCache>) {
  const probes = PROBED_SERVICES.map((service) => [service, service.supportedLocalesOf] as const);
  for (const [service] of probes) service.supportedLocalesOf = askedLocales;
  try {
    return createCoreIntl<ReactNode>(config as never, cache);
  } finally {
    for (const [service, supportedLocalesOf] of probes) service.supportedLocalesOf = supportedLocalesOf;
  }
}

/**
 * Each message with an argument becomes an `IntlMessageFormat`, whose constructor resolves its
 * locale through `Intl.NumberFormat.supportedLocalesOf`: the same probe as
 * {@link createCoreIntlWithoutProbe}'s, paid at the first such message a block draws (50 ms on this
 * machine, as the neighbourhood page's blocks hydrate). The locale asked for is the locale (none, as
 * before, in a browser without `Intl.Locale`).
 */
IntlMessageFormat.resolveLocale = (locales) => (Intl.Locale === undefined ? undefined : new Intl.Locale(askedLocales(locales)[0]!));

/**
 * Creates the intl object of a locale: react-intl's `createIntl` (same formatters, same errors
 * reported to `config.onError`; a missing message falls back to its default message, then its id),
 * without asking the browser whether the locale has data ({@link createCoreIntlWithoutProbe}).
 * @param config locale, messages (compiled), default locale, onError…
 * @param cache formatter instances shared between intl objects ({@link createIntlCache})
 */
export const createIntl = ((config: IntlConfig, cache?: ReturnType<typeof createIntlCache>): IntlShape => {
  const { defaultRichTextElements: rawElements, ...rest } = config;
  const defaultRichTextElements = keyRichTextChunks(rawElements as Values) as IntlConfig['defaultRichTextElements'];
  const core = createCoreIntlWithoutProbe({ ...CORE_DEFAULTS, textComponent: Fragment, ...rest, defaultRichTextElements } as IntlConfig, cache);
  const resolved = {
    locale: core.locale,
    timeZone: core.timeZone,
    fallbackOnEmptyString: core.fallbackOnEmptyString,
    formats: core.formats,
    defaultLocale: core.defaultLocale,
    defaultFormats: core.defaultFormats,
    messages: core.messages,
    onError: core.onError,
    defaultRichTextElements,
  };
  const format = (descriptor: MessageDescriptor, values?: Values, options?: unknown) => {
    const chunks = (formatCoreMessage as (...args: unknown[]) => unknown)(resolved, core.formatters, descriptor, keyRichTextChunks(values), options);
    return Array.isArray(chunks) ? toKeyedNodes(chunks as ReactNode[]) : chunks;
  };
  return { ...core, formatMessage: format, $t: format } as unknown as IntlShape;
}) as unknown as typeof import('react-intl').createIntl;

const IntlContext = createContext<IntlShape | null>(null);

/** Provides an intl object made by {@link createIntl} (react-intl's `RawIntlProvider`). */
export const RawIntlProvider = IntlContext.Provider;

/**
 * The intl object of the nearest provider.
 * @throws Error without a provider above (as react-intl)
 */
export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('[React Intl] Could not find required `intl` object. <IntlProvider> needs to exist in the component ancestry.');
  return intl;
}

const CONFIG_KEYS = [
  'locale',
  'timeZone',
  'fallbackOnEmptyString',
  'formats',
  'textComponent',
  'messages',
  'defaultLocale',
  'defaultFormats',
  'onError',
  'onWarn',
  'wrapRichTextChunksInFragment',
  'defaultRichTextElements',
] as const;

/**
 * Provides an intl object made from its props, made again only when one of them changes
 * (react-intl's `IntlProvider`).
 */
export function IntlProvider({ children, ...props }: IntlConfig & { children?: ReactNode }) {
  const cache = useRef(createIntlCache());
  const last = useRef<{ config: Record<string, unknown>; intl: IntlShape } | null>(null);
  const config: Record<string, unknown> = {};
  for (const key of CONFIG_KEYS) if ((props as Record<string, unknown>)[key] !== undefined) config[key] = (props as Record<string, unknown>)[key];
  if (!last.current || CONFIG_KEYS.some((key) => last.current!.config[key] !== config[key])) {
    last.current = { config, intl: createIntl(config as unknown as IntlConfig, cache.current) };
  }
  return <IntlContext.Provider value={last.current.intl}>{children}</IntlContext.Provider>;
}

interface FormattedMessageProps extends MessageDescriptor {
  values?: Record<string, unknown>;
  tagName?: React.ElementType;
  ignoreTag?: boolean;
  children?: (nodes: ReactNode[]) => ReactNode;
}

function shallowEqual(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && a[key] === b[key]);
}

/** A message as React nodes (react-intl's memoised `FormattedMessage`). */
export const FormattedMessage = memo(
  function FormattedMessage({ id, description, defaultMessage, values, children, tagName, ignoreTag }: FormattedMessageProps) {
    const intl = useIntl();
    const nodes = (intl.formatMessage as (descriptor: MessageDescriptor, values?: unknown, options?: unknown) => ReactNode)({ id, description, defaultMessage }, values, { ignoreTag });
    if (typeof children === 'function') return children(Array.isArray(nodes) ? nodes : [nodes]);
    const Text = tagName ?? (intl.textComponent as React.ElementType | undefined) ?? Fragment;
    return <Text>{nodes}</Text>;
  },
  ({ values, ...rest }, { values: nextValues, ...nextRest }) => shallowEqual(values, nextValues) && shallowEqual(rest as Record<string, unknown>, nextRest as Record<string, unknown>),
);
