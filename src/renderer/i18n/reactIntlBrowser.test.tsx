import { parse } from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as reactIntl from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import * as browserIntl from './reactIntlBrowser';

const SOURCE: Record<string, string> = {
  plain: 'Prenez rendez-vous',
  value: 'Bonjour {name}',
  plural: '{count, plural, =0 {Aucune propriété} one {# propriété} other {# propriétés}}',
  rich: 'Lisez notre <link>politique</link> et <b>{what}</b>.',
  number: 'Prix : {price, number, ::currency/CAD}',
  select: '{kind, select, sale {À vendre} other {À louer}}',
  empty: '',
};
// The browser receives its messages compiled; the server formats the same catalogue.
const compiled = Object.fromEntries(Object.entries(SOURCE).map(([id, text]) => [id, parse(text)]));

type Library = typeof reactIntl;
const libraries = { 'react-intl': reactIntl, browser: browserIntl as unknown as Library };

function render(library: Library, body: (intl: reactIntl.IntlShape) => ReactNode, onError = () => {}, locale = 'fr-CA') {
  const intl = library.createIntl({ locale, defaultLocale: 'fr-CA', messages: compiled as never, onError }, library.createIntlCache());
  return renderToStaticMarkup(<library.RawIntlProvider value={intl}>{body(intl)}</library.RawIntlProvider>);
}

function Uses({ library, children }: { library: Library; children: (intl: reactIntl.IntlShape) => ReactNode }) {
  return <>{children(library.useIntl())}</>;
}

const cases: Record<string, (library: Library) => (intl: reactIntl.IntlShape) => ReactNode> = {
  'a plain message': () => (intl) => intl.formatMessage({ id: 'plain' }),
  'a value': () => (intl) => intl.formatMessage({ id: 'value' }, { name: 'Julie' }),
  'a plural, none, one and many': () => (intl) => [0, 1, 4].map((count) => <p key={count}>{intl.formatMessage({ id: 'plural' }, { count })}</p>),
  'rich text with elements and tags': () => (intl) =>
    intl.formatMessage({ id: 'rich' }, { what: <i>conditions</i>, link: (chunks: ReactNode[]) => <a href="/p">{chunks}</a>, b: (chunks: ReactNode[]) => <b>{chunks}</b> }),
  'a number skeleton': () => (intl) => intl.formatMessage({ id: 'number' }, { price: 425000 }),
  'a select': () => (intl) => intl.formatMessage({ id: 'select' }, { kind: 'sale' }),
  'a missing message with its default': () => (intl) => intl.formatMessage({ id: 'absent', defaultMessage: 'Par défaut {n}' }, { n: 2 }),
  'a missing message without default': () => (intl) => intl.formatMessage({ id: 'absent' }),
  'an empty message': () => (intl) => intl.formatMessage({ id: 'empty', defaultMessage: 'Repli' }),
  'numbers and dates': () => (intl) =>
    [
      intl.formatNumber(1234.5, { style: 'currency', currency: 'CAD' }),
      intl.formatNumber(0.045, { style: 'percent', maximumFractionDigits: 2 }),
      intl.formatDate(Date.UTC(2026, 10, 30, 12), { dateStyle: 'long', timeZone: 'UTC' }),
    ].join(' | '),
  'FormattedMessage with values and a tag': (library) => () => (
    <>
      <library.FormattedMessage id="value" values={{ name: <strong>Marc</strong> }} />
      <library.FormattedMessage id="plain" tagName="span" />
      <library.FormattedMessage id="plural" values={{ count: 2 }}>
        {(nodes) => <em>{nodes}</em>}
      </library.FormattedMessage>
    </>
  ),
  'useIntl under the provider': (library) => () => <Uses library={library}>{(intl) => intl.formatMessage({ id: 'value' }, { name: intl.locale })}</Uses>,
};

describe("the browser's react-intl", () => {
  it.each(Object.keys(cases))('renders %s as react-intl does', (name) => {
    const [expected, actual] = Object.values(libraries).map((library) => render(library, cases[name]!(library)));
    expect(actual).toBe(expected);
  });

  it('reports a message missing from a locale to onError, as react-intl does', () => {
    const errors = Object.values(libraries).map((library) => {
      const onError = vi.fn();
      render(library, (intl) => intl.formatMessage({ id: 'absent', defaultMessage: 'x' }), onError, 'en-CA');
      return onError.mock.calls.map(([error]) => (error as { code: string }).code);
    });
    expect(errors[1]).toEqual(errors[0]);
    expect(errors[1]).toContain('MISSING_TRANSLATION');
  });

  it('makes a new intl object only when IntlProvider’s config changes', () => {
    const seen: reactIntl.IntlShape[] = [];
    const Probe = () => {
      seen.push(browserIntl.useIntl() as never);
      return null;
    };
    const messages = compiled as never;
    const tree = (locale: string) => (
      <browserIntl.IntlProvider locale={locale} messages={messages}>
        <Probe />
      </browserIntl.IntlProvider>
    );
    renderToStaticMarkup(tree('fr-CA'));
    renderToStaticMarkup(tree('en-CA'));
    expect(seen.map((intl) => intl.locale)).toEqual(['fr-CA', 'en-CA']);
  });

  it('creates an intl object and formats a message without asking the browser which locales it has, and leaves its methods as they were', () => {
    const services = [Intl.NumberFormat, Intl.DateTimeFormat];
    const originals = services.map((service) => service.supportedLocalesOf);
    const probes = services.map((service) => vi.spyOn(service, 'supportedLocalesOf'));
    try {
      const intl = browserIntl.createIntl({ locale: 'fr-CA', messages: compiled as never, onError: () => {} });
      expect(intl.locale).toBe('fr-CA');
      // A message with arguments (its own IntlMessageFormat) does not ask either.
      expect(intl.formatMessage({ id: 'plural' }, { count: 3 })).toBe('3 propriétés');
      for (const probe of probes) expect(probe).not.toHaveBeenCalled();
      // The intl object formats as before, with the browser's own methods back in place.
      expect(intl.formatNumber(1234.5, { style: 'currency', currency: 'CAD' })).toBe(new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(1234.5));
      expect(services.map((service) => service.supportedLocalesOf)).toEqual(probes);
      expect(Intl.NumberFormat.supportedLocalesOf(['fr-CA', 'en-CA'])).toEqual(['fr-CA', 'en-CA']);
    } finally {
      for (const probe of probes) probe.mockRestore();
    }
    expect(services.map((service) => service.supportedLocalesOf)).toEqual(originals);
  });

  it('needs a provider', () => {
    const Orphan = () => <>{browserIntl.useIntl().locale}</>;
    expect(() => renderToStaticMarkup(<Orphan />)).toThrow(/IntlProvider/);
  });
});
