// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ContentApi, PageResponse } from '../api/contentApi';
import { render } from './entry-server';
import { PAGE_ISLAND_ID, PAGE_STATE_ID, type PageIslandState } from './page/PageIsland';
import { fakeApi, options, seededPayload } from './testing/ssrFixtures';

function api(): ContentApi {
  const page = { ...seededPayload(), title: { fr: 'À propos </script><b>', en: 'About' } };
  const answer = async ({ path }: { path: string }): Promise<PageResponse> => ({ status: path === '/fr/a-propos' ? 200 : 404, data: page });
  return { ...fakeApi(() => page), pageByDomain: answer, pageBySite: answer };
}

const renderOptions = options(api(), {
  assets: {
    scripts: [{ src: '/assets/entry-client-abc.js' }],
    stylesheets: [],
    modulePreloads: ['/assets/router-abc.js'],
    publicPage: { scripts: [{ src: '/assets/entry-public-abc.js' }], stylesheets: [], modulePreloads: ['/assets/island-abc.js'] },
  },
  nonce: 'nonce-1',
});

const get = (path: string) => new Request(`http://localhost:3000${path}?variant=v1`, { headers: { host: 'localhost:3000' } });

function islandState(html: string): PageIslandState {
  const json = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`).exec(html)?.[1];
  return JSON.parse(json!) as PageIslandState;
}

describe('render: a site page is an island without the router', () => {
  it('references the site pages’ entry, not the routed app’s, and sends no router state', async () => {
    const html = await (await render(get('/fr/a-propos'), renderOptions)).text();
    expect(html).toContain('href="/assets/entry-public-abc.js"');
    expect(html).toContain('href="/assets/island-abc.js"');
    expect(html).not.toContain('entry-client-abc.js');
    expect(html).not.toContain('router-abc.js');
    expect(html).not.toContain('$_TSR');
  });

  it('renders the page inside the island with its state beside it, script-safe', async () => {
    const response = await render(get('/fr/a-propos'), renderOptions);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<div id="${PAGE_ISLAND_ID}" style="display:contents">`);
    // The seeded home page's header, content and footer are in the island.
    const island = html.slice(html.indexOf(`<div id="${PAGE_ISLAND_ID}"`), html.indexOf(`<script type="application/json" id="${PAGE_STATE_ID}"`));
    expect(island).toContain('<main id="main-content"');
    expect(island).toContain('data-page-block');
    expect(html).not.toContain('</script><b>');
    const state = islandState(html);
    expect(state).toMatchObject({ locale: 'fr', path: '/fr/a-propos', searchStr: '?variant=v1', config: renderOptions.config });
    expect(state.outcome.kind === 'page' && state.outcome.payload.title).toEqual({ fr: 'À propos </script><b>', en: 'About' });
    expect('assets' in state.outcome).toBe(false);
    // The shell's messages and those of the page's blocks travel with it, in its language.
    expect(Object.keys(state.messages)).toEqual(expect.arrayContaining(['core', 'header', 'footer']));
    expect(state.messages.core['common.close']).toBeTruthy();
  });

  it('puts the preloads React hoists out of the island (the hero image) in the head, after the character set', async () => {
    const html = await (await render(get('/fr/a-propos'), renderOptions)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/^<!DOCTYPE html><html lang="fr-CA"><head><meta charSet="utf-8"[^>]*><link rel="preload" as="image"/);
    expect(html).toContain(`<div id="${PAGE_ISLAND_ID}" style="display:contents"><`);
    expect(html).not.toMatch(new RegExp(`<div id="${PAGE_ISLAND_ID}"[^>]*><link`));
  });

  it('an error page is an island too, with its real status', async () => {
    const response = await render(get('/fr/nulle-part'), renderOptions);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(islandState(html).outcome).toMatchObject({ kind: 'error', status: 404 });
  });

  it('writes a static document around the island: the idle loading bar, the island, the site’s body scripts', async () => {
    const html = await (await render(get('/fr/a-propos'), renderOptions)).text();
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toMatch(new RegExp(`^<body><div style="animation-duration:5000ms" data-loading-bar="" data-phase="idle" aria-hidden="true"></div><div id="${PAGE_ISLAND_ID}"`));
    expect(body).toMatch(new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">.*</script></body></html>$`));
    // The head's tags carry the request's nonce.
    expect(html).toContain('<meta property="csp-nonce" content="nonce-1"/>');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" nonce="nonce-1"/>');
  });

  it('answers an address with a repeated or trailing slash with its canonical form, the query kept', async () => {
    const repeated = await render(new Request('http://localhost:3000/fr//a-propos/?variant=v1', { headers: { host: 'localhost:3000' } }), renderOptions);
    expect(repeated.status).toBe(301);
    expect(repeated.headers.get('location')).toBe('/fr/a-propos?variant=v1');
    expect(repeated.headers.get('cache-control')).toBe('no-cache');
  });

  it('looks the page up with the escapes of its address decoded as the routed app did (`%7E` is `~`, UTF-8 stays escaped)', async () => {
    const asked: string[] = [];
    const page = seededPayload();
    const answer = async ({ path }: { path: string }): Promise<PageResponse> => {
      asked.push(path);
      return { status: 200, data: page };
    };
    const decoding = options({ ...fakeApi(() => page), pageByDomain: answer, pageBySite: answer }, { assets: renderOptions.assets });
    await render(new Request('http://localhost:3000/fr/%7Eete/caf%C3%A9', { headers: { host: 'localhost:3000' } }), decoding);
    expect(asked).toEqual(['/fr/~ete/caf%C3%A9']);
  });

  it('QA screens stay the routed app', async () => {
    const html = await (await render(get('/qa/login'), renderOptions)).text();
    expect(html).toContain('entry-client-abc.js');
    expect(html).not.toContain(PAGE_STATE_ID);
  });
});
