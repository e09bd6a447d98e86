/**
 * The page cache's own rules: what it keeps, the nonce it puts in, the changes it drops entries
 * for, renders racing a change, and its byte bound.
 */
import { describe, expect, it } from 'vitest';
import { changePayload, parseChangePayload } from '../db/changeFeed';
import { noteContentChange, type ContentChange } from './contentChanges';
import { PageCache } from './pageCache';
import { collectDependencies, dependencyTag, noteDependency, type RenderDependencies } from './renderDependencies';

const deps = (tags: string[], extra: Partial<RenderDependencies> = {}): RenderDependencies => ({ tags: new Set(tags), private: false, pageResolved: true, ...extra });
const request = (url = 'http://localhost/fr') => new Request(url);

/** Renders `body` (with `{nonce}` where the renderer puts the nonce) and admits it under `key`. */
async function admit(cache: PageCache, key: string, body: string, tags: string[], options: { since?: number; status?: number; extra?: Partial<RenderDependencies> } = {}) {
  const html = body.split('{nonce}').join(cache.placeholder);
  const rendered = new Response(html, { status: options.status ?? 200, headers: { 'Content-Type': 'text/html', ETag: 'W/"e"', 'Cache-Control': 'public, max-age=0' } });
  return cache.admit(key, rendered, { request: request(), nonce: 'REQUESTNONCE', dependencies: deps(tags, options.extra), since: options.since ?? cache.epoch(), frameSources: [] });
}

const PAGE = '<meta property="csp-nonce" content="{nonce}"/><script nonce="{nonce}">1</script><p>Bonjour</p>';

describe('PageCache', () => {
  it('keeps a published page and answers it with each request’s own nonce', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const first = await admit(cache, 'k', PAGE, ['site:a']);
    expect(await first.text()).toBe(PAGE.split('{nonce}').join('REQUESTNONCE'));
    const hit = cache.get('k')!;
    const answer = await cache.respond(hit, request(), 'OTHER').text();
    expect(answer).toBe(PAGE.split('{nonce}').join('OTHER'));
    expect(answer).not.toContain(cache.placeholder);
  });

  it('writes a nonce as long as the placeholder over it in the render itself, and the kept page stays whole', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const nonce = 'YKMiR0EadWO1Qwel5rlj/A==';
    expect(nonce).toHaveLength(cache.placeholder.length);
    const html = PAGE.split('{nonce}').join(cache.placeholder);
    const rendered = new Response(html, { status: 200, headers: { 'Content-Type': 'text/html' } });
    const first = await cache.admit('k', rendered, { request: request(), nonce, dependencies: deps(['site:a']), since: cache.epoch(), frameSources: [] });
    expect(await first.text()).toBe(PAGE.split('{nonce}').join(nonce));
    const again = await cache.respond(cache.get('k')!, request(), 'OTHER').text();
    expect(again).toBe(PAGE.split('{nonce}').join('OTHER'));
  });

  it('never keeps a page holding the placeholder outside a nonce slot, and never sends the placeholder', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const answer = await admit(cache, 'k', `${PAGE}<p data-x="{nonce}">`, ['site:a']);
    expect(cache.get('k')).toBeUndefined();
    const text = await answer.text();
    expect(text).not.toContain(cache.placeholder);
  });

  it('a placeholder after an accented letter or a non-breaking space and `nonce="` is not a nonce slot', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    await admit(cache, 'k', `${PAGE}<p>ànonce="{nonce}"</p>`, ['site:a']);
    await admit(cache, 'l', `${PAGE}<p>\u00a0nonce="{nonce}"</p>`, ['site:a']);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.get('l')).toBeUndefined();
  });

  it('content cannot borrow the nonce: an attribute written in the content is left as it is', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const body = `${PAGE}<p>&lt;script nonce=&quot;x&quot;&gt;</p><script nonce="x">evil()</script>`;
    await admit(cache, 'k', body, ['site:a']);
    const text = await cache.respond(cache.get('k')!, request(), 'N1').text();
    expect(text).toContain('<script nonce="x">evil()</script>');
    expect(text.split('N1').length - 1).toBe(2);
  });

  it('keeps only public 200 answers of a resolved page', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    await admit(cache, 'err', PAGE, ['site:a'], { status: 404 });
    await admit(cache, 'private', PAGE, ['site:a'], { extra: { private: true } });
    await admit(cache, 'unresolved', PAGE, [], { extra: { pageResolved: false } });
    expect([cache.get('err'), cache.get('private'), cache.get('unresolved')]).toEqual([undefined, undefined, undefined]);
  });

  it('a private answer is sent private, no-store, without an ETag', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const answer = await admit(cache, 'k', PAGE, ['site:a'], { extra: { private: true } });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('etag')).toBeNull();
  });

  it('drops exactly the entries a change touches', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    await admit(cache, 'home', PAGE, [dependencyTag.site('a'), dependencyTag.page('p1')]);
    await admit(cache, 'about', PAGE, [dependencyTag.site('a'), dependencyTag.page('p2')]);
    await admit(cache, 'search', PAGE, [dependencyTag.site('a'), dependencyTag.page('p3'), dependencyTag.listings('a')]);
    await admit(cache, 'listing', PAGE, [dependencyTag.site('a'), dependencyTag.listing('a', '111')]);
    await admit(cache, 'other', PAGE, [dependencyTag.site('b'), dependencyTag.listings('b')]);
    const alive = () => ['home', 'about', 'search', 'listing', 'other'].filter((key) => cache.get(key));

    cache.apply({ kind: 'page', siteId: 'a', pageId: 'p2' });
    expect(alive()).toEqual(['home', 'search', 'listing', 'other']);
    cache.apply({ kind: 'listings', siteIds: ['a'], uls: ['222'] });
    expect(alive()).toEqual(['home', 'listing', 'other']);
    cache.apply({ kind: 'listings', siteIds: ['a'] });
    expect(alive()).toEqual(['home', 'other']);
    cache.apply({ kind: 'site', siteId: 'b' });
    expect(alive()).toEqual(['home']);
    cache.apply({ kind: 'all' });
    expect(alive()).toEqual([]);
  });

  it('does not keep a render that ran while a change it shows was announced', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    const since = cache.epoch();
    cache.apply({ kind: 'page', siteId: 'a', pageId: 'p1' });
    await admit(cache, 'raced', PAGE, [dependencyTag.page('p1')], { since });
    await admit(cache, 'unrelated', PAGE, [dependencyTag.page('p2')], { since });
    expect(cache.get('raced')).toBeUndefined();
    expect(cache.get('unrelated')).toBeDefined();
  });

  it('stays within its size in bytes, dropping the least recently used pages', async () => {
    const cache = new PageCache({ maxBytes: 25_000 });
    const big = `${PAGE}${'x'.repeat(10_000)}`;
    for (const key of ['a', 'b', 'c']) await admit(cache, key, big, ['site:a']);
    expect(cache.stats().bytes).toBeLessThanOrEqual(25_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('listens to the process’s content changes', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 }).listen();
    await admit(cache, 'k', PAGE, [dependencyTag.articles('a')]);
    noteContentChange({ kind: 'articles', siteId: 'a', articleId: 3 });
    expect(cache.get('k')).toBeUndefined();
    cache.close();
  });
});

describe('change notifications between instances', () => {
  it('travel as JSON and come back the same', () => {
    const changes: ContentChange[] = [
      { kind: 'page', siteId: 'a', pageId: 'p' },
      { kind: 'listings', siteIds: ['a'], uls: ['1', '2'] },
      { kind: 'all' },
    ];
    for (const change of changes) expect(parseChangePayload(changePayload(change))).toEqual(change);
    expect(parseChangePayload('listings')).toEqual({ kind: 'listings' });
    expect(parseChangePayload('content:{oops')).toBeNull();
  });

  it('are widened when too long for a notification', () => {
    const uls = Array.from({ length: 2000 }, (_, i) => String(10_000_000 + i));
    expect(parseChangePayload(changePayload({ kind: 'listings', siteIds: ['a'], uls }))).toEqual({ kind: 'listings', siteIds: ['a'] });
    const paths = Array.from({ length: 2000 }, (_, i) => `/fr/page-${i}`);
    expect(parseChangePayload(changePayload({ kind: 'paths', siteId: 'a', paths }))).toEqual({ kind: 'site', siteId: 'a' });
  });
});

describe('renders under way', () => {
  it('tells a request arriving during a render when that render is over', async () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    expect(cache.renderUnderWay('k')).toBeUndefined();
    const finished = cache.startRender('k');
    const waiting = cache.renderUnderWay('k')!;
    let over = false;
    void waiting.then(() => (over = true));
    await admit(cache, 'k', PAGE, ['site:a']);
    await Promise.resolve();
    expect(over).toBe(false);
    finished();
    await waiting;
    expect(over).toBe(true);
    expect(cache.renderUnderWay('k')).toBeUndefined();
    expect(cache.get('k')).toBeDefined();
  });
});

describe('collecting what a render reads', () => {
  it('keeps overlapping renders apart, and collects again once every render is over', async () => {
    const render = (tag: string, wait: Promise<void>) =>
      collectDependencies(async () => {
        noteDependency(`${tag}:before`);
        await wait;
        noteDependency(`${tag}:after`);
      });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = render('a', gate);
    const second = render('b', Promise.resolve());
    expect([...(await second).dependencies.tags]).toEqual(['b:before', 'b:after']);
    release();
    expect([...(await first).dependencies.tags]).toEqual(['a:before', 'a:after']);
    noteDependency('outside');
    expect([...(await render('c', Promise.resolve())).dependencies.tags]).toEqual(['c:before', 'c:after']);
  });
});
