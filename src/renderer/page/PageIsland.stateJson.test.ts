import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../lib/deepFreeze';
import { fallbackPayload } from './fallbackPayload';
import { islandStateJson, type PageIslandState } from './PageIsland';

const state = (payload = fallbackPayload('fr')): PageIslandState => ({
  outcome: { kind: 'page', status: 200, payload: { ...payload, seo: { ...payload.seo, global: { title: { fr: 'Accueil </script><script>alert(1)</script>', en: 'Home' } } } } as never },
  locale: 'fr',
  path: '/fr',
  searchStr: '?mun=laval',
  config: { apiBaseUrl: '/api' } as never,
  origin: 'https://julietremblay.ca',
  messages: { core: { 'nav.home': 'Accueil' } } as never,
});

const parsed = (pieces: readonly string[]) => JSON.parse(pieces.join(''));

describe('islandStateJson', () => {
  it('writes the whole state, the query first, with no way out of its script element', () => {
    const island = state();
    const { json, withoutQuery } = islandStateJson(island);
    expect(parsed(json)).toEqual(island);
    expect(json.join('')).not.toContain('</script');
    expect(json.join('').startsWith('{"searchStr":"?mun=laval",')).toBe(true);
    const { searchStr: _searchStr, ...rest } = island;
    expect(parsed(withoutQuery)).toEqual(rest);
  });

  it('writes a frozen payload as the same JSON as a payload that is not, and writes it once', () => {
    const loose = state();
    const kept = state();
    deepFreeze(kept.outcome.payload);
    const first = islandStateJson(kept);
    expect(parsed(first.json)).toEqual(parsed(islandStateJson(loose).json));
    expect(first.withoutQuery.join('')).toBe(islandStateJson({ ...kept, searchStr: '?mun=brossard' }).withoutQuery.join(''));
    // Another request with the same frozen payload: its own query, the same page.
    const other = islandStateJson({ ...kept, searchStr: '', path: '/fr/contact' });
    expect(parsed(other.json)).toMatchObject({ searchStr: '', path: '/fr/contact', outcome: parsed(first.json).outcome });
  });

  it('writes an error outcome without a payload', () => {
    const island = { ...state(), outcome: { kind: 'error' as const, status: 404, messageKey: 'errors.404-message' } };
    expect(parsed(islandStateJson(island).json)).toEqual(island);
  });
});
