import { describe, expect, it } from 'vitest';
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
