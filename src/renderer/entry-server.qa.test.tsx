// @vitest-environment node
/**
 * The `/qa` route's session check as the server renders it: a QA screen without the user the QA
 * gate let through redirects to the login page (coming back, in the screen's language); with one,
 * the screen renders and its user travels to the browser with the router's state. The login page
 * is open.
 */
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { fakeApi, options, seededPayload } from './testing/ssrFixtures';

const renderOptions = options(
  fakeApi(() => seededPayload()),
  {
    assets: { scripts: [{ src: '/assets/entry-client-abc.js' }], stylesheets: [], modulePreloads: [] },
    nonce: 'nonce-1',
  },
);
const get = (path: string) => new Request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000' } });
const MARIE = { id: '7', email: 'marie@courtier.test', name: 'Marie', role: 'admin' as const };

describe('render: the QA session check', () => {
  it('sends a QA screen without a signed-in user to the login page, coming back in its language', async () => {
    const french = await render(get('/qa/sections'), renderOptions);
    expect(french.status).toBe(302);
    expect(french.headers.get('location')).toBe('/qa/login?next=%2Fqa%2Fsections');
    const english = await render(get('/qa/leads?lang=en'), renderOptions);
    expect(english.headers.get('location')).toBe('/qa/login?next=%2Fqa%2Fleads%3Flang%3Den&lang=en');
  });

  it('renders the screen for the user the gate let through, and hands that user to the browser', async () => {
    const response = await render(get('/qa/sections'), { ...renderOptions, qaUser: MARIE });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('marie@courtier.test');
  });

  it('leaves the login page open', async () => {
    expect((await render(get('/qa/login'), renderOptions)).status).toBe(200);
  });
});
