import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PagePayload } from '../schema/page';
import { pageOutcome, thrownOutcome } from './pageOutcome';

const payload = {
  production: true,
  microsite_id: 'm1',
  site_id: 's1',
  site_type: 'broker',
  site_key: 'key',
  theme: {},
  metadata: {},
  header: { fields: [] },
  footer: { fields: [] },
  content: { fields: [{ block_type: 'text_block_1', block_params: {}, fields: {} }] },
};

describe('pageOutcome (spec 000 §4 "Page load", §8)', () => {
  it('renders a 200 page with its parsed payload and defaults', () => {
    const outcome = pageOutcome({ status: 200, data: payload });
    expect(outcome.kind).toBe('page');
    if (outcome.kind !== 'page') return;
    expect(outcome.payload.site_type).toBe('broker');
    expect(outcome.payload.theme.themeVariables['border-radius-1']).toBe(20);
    expect(outcome.payload.metadata.contact_form.show_consent).toBe(true);
    expect(outcome.payload.alternate_paths).toEqual([]);
  });

  it('redirects on 301/302 with a location', () => {
    expect(pageOutcome({ status: 301, data: null, location: '/fr' })).toEqual({ kind: 'redirect', status: 301, location: '/fr' });
    expect(pageOutcome({ status: 302, data: { location: '/en/contact' }, location: '/en/contact' })).toMatchObject({
      kind: 'redirect',
      status: 302,
    });
  });

  it('answers "Unexpected redirection response." for a redirect without location', () => {
    expect(pageOutcome({ status: 302, data: {} })).toMatchObject({ kind: 'error', status: 500, messageKey: 'errors.unexpected-redirect' });
  });

  it.each([403, 404, 500, 503])('maps %i to its error page and keeps the site payload', (status) => {
    const outcome = pageOutcome({ status, data: payload });
    expect(outcome).toMatchObject({ kind: 'error', status, messageKey: `errors.${status}-message` });
    if (outcome.kind === 'error') expect(outcome.payload?.site_id).toBe('s1');
  });

  it('titles 503 "Site under maintenance"', () => {
    expect(pageOutcome({ status: 503, data: payload })).toMatchObject({ titleKey: 'errors.503-title' });
  });

  it('answers "Unexpected status code." for other 4xx/5xx statuses, keeping the status', () => {
    expect(pageOutcome({ status: 418, data: null })).toMatchObject({ kind: 'error', status: 418, messageKey: 'errors.unexpected-status' });
    expect(pageOutcome({ status: 502, data: null })).toMatchObject({ status: 502, messageKey: 'errors.unexpected-status' });
  });

  it('answers "Unexpected string output." for a string body', () => {
    expect(pageOutcome({ status: 200, data: '<html>oops</html>' })).toMatchObject({
      kind: 'error',
      status: 500,
      messageKey: 'errors.unexpected-string',
    });
  });

  it('answers a 500 with debug details for an invalid payload', () => {
    const outcome = pageOutcome({ status: 200, data: { site_id: 1 } });
    expect(outcome).toMatchObject({ kind: 'error', status: 500 });
    if (outcome.kind === 'error') expect(outcome.debug).toBeTruthy();
  });

  it('maps a thrown failure to 500 "Erreur" / "Une grosse erreur est survenue"', () => {
    expect(thrownOutcome(new TypeError('fetch failed'))).toMatchObject({
      status: 500,
      title: 'Erreur',
      message: 'Une grosse erreur est survenue',
      debug: 'TypeError: fetch failed',
    });
  });
});

describe('pageOutcome: payloads of an external API with other shapes (spec 000 §3, §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('drops optional parts of the wrong shape, keeps the rest, and warns once per path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = pageOutcome({
      status: 200,
      data: {
        ...payload,
        theme: null,
        metadata: { elements: { meta: null, link: [] }, captcha: { provider: 'altcha' }, brand_version_2: 'yes' },
        seo: { global: { fr: { title: 'Accueil' } }, twitter: 'x' },
        recaptcha: 'on',
        variant: { id: 1 },
        alternate_paths: [{ locale: 'fr', path: '/fr' }, { locale: 'de', path: '/de' }],
        title: [],
        content: {
          fields: [{ block_type: 'text_block_1', fields: {} }, { block_type: null }, 'text'],
          override: { seo: { canonical_url: null, robots_index_rule: 'noindex' } },
        },
      },
    });
    expect(outcome.kind).toBe('page');
    if (outcome.kind !== 'page') return;
    const { payload: page } = outcome;
    expect(page.theme.themeVariables['border-radius-1']).toBe(20);
    expect(page.metadata.elements).toEqual({ meta: [], link: [] });
    expect(page.metadata.brand_version_2).toBe(false);
    expect(page.seo).toEqual({ global: { fr: { title: 'Accueil' } } });
    expect(page.recaptcha).toBeNull();
    expect(page.variant).toBeNull();
    expect(page.alternate_paths).toEqual([{ locale: 'fr', path: '/fr' }]);
    expect(page.title).toEqual({});
    expect(page.content.fields.map((block) => block.block_type)).toEqual(['text_block_1']);
    expect(page.content.override?.seo).toEqual({ robots_index_rule: 'noindex' });
    const warnings = warn.mock.calls.map((call) => call[0]);
    expect(warnings).toContain('Ignored metadata.elements.meta: expected array, received null');
    expect(warnings).toContain('Ignored content.fields[1]: block_type: expected string, received null');
    expect(warnings).toHaveLength(11);
    expect(new Set(warnings).size).toBe(11);
  });

  it('keeps the error page chrome when an error answer carries a payload with odd optional parts', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = pageOutcome({ status: 404, data: { ...payload, metadata: { tags: null } } });
    expect(outcome).toMatchObject({ kind: 'error', status: 404, payload: { site_id: 's1' } });
  });

  it.each([
    ['site_id', { site_id: null }],
    ['microsite_id', { microsite_id: 5 }],
    ['site_key', { site_key: undefined }],
    ['production', { production: 'true' }],
    ['the content block list', { content: { fields: {} } }],
    ['the header', { header: null }],
    ['the footer block list', { footer: { fields: 'none' } }],
  ])('answers 500 when a required part is wrong: %s', (_, change) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pageOutcome({ status: 200, data: { ...payload, metadata: { tags: {} }, ...change } })).toMatchObject({
      kind: 'error',
      status: 500,
    });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('pageOutcome through a memo of parsed payloads (a server rendering a page again)', () => {
  const memo = () => {
    const kept = new Map<string, PagePayload>();
    return { get: (json: string) => kept.get(json), set: (json: string, parsed: PagePayload) => void kept.set(json, parsed), size: () => kept.size };
  };
  const pageOf = (outcome: ReturnType<typeof pageOutcome>) => (outcome.kind === 'page' ? outcome.payload : undefined);

  it('parses a body once: the same body again gets the same payload, frozen, as parsed without a memo', () => {
    const payloads = memo();
    const first = pageOf(pageOutcome({ status: 200, data: structuredClone(payload) }, undefined, payloads));
    const again = pageOf(pageOutcome({ status: 200, data: structuredClone(payload) }, undefined, payloads));
    expect(again).toBe(first);
    expect(first).toEqual(pageOf(pageOutcome({ status: 200, data: payload })));
    expect(Object.isFrozen(first!.content.fields[0])).toBe(true);
    expect(() => {
      (first!.content.fields as unknown[]).push({});
    }).toThrow(TypeError);
    expect(payloads.size()).toBe(1);
  });

  it('parses a changed body anew', () => {
    const payloads = memo();
    pageOutcome({ status: 200, data: payload }, undefined, payloads);
    const changed = pageOf(pageOutcome({ status: 200, data: { ...payload, site_key: 'other' } }, undefined, payloads));
    expect(changed?.site_key).toBe('other');
    expect(payloads.size()).toBe(2);
  });

  it('keeps no payload that had a part dropped: its warning is given on every render', () => {
    const payloads = memo();
    const warn = vi.fn();
    const body = { ...payload, metadata: { tags: { not: 'a list' } } };
    pageOutcome({ status: 200, data: body }, warn, payloads);
    pageOutcome({ status: 200, data: body }, warn, payloads);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![0]).toMatch(/^Ignored metadata\.tags/);
    expect(payloads.size()).toBe(0);
  });
});
