import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../lib/deepFreeze';
import { fallbackPayload } from './fallbackPayload';
import { htmlText, type HtmlPieces } from '../document/htmlPieces';
import { islandStateJson } from './islandStateJson';
import type { PageIslandState } from './PageIsland';

const state = (payload = fallbackPayload('fr')): PageIslandState => ({
  outcome: { kind: 'page', status: 200, payload: { ...payload, seo: { ...payload.seo, global: { title: { fr: 'Accueil </script><script>alert(1)</script>', en: 'Home' } } } } as never },
  locale: 'fr',
  path: '/fr',
  searchStr: '?mun=laval',
  config: { apiBaseUrl: '/api' } as never,
  origin: 'https://julietremblay.ca',
  messages: { core: { 'nav.home': 'Accueil' } } as never,
});

const parsed = (pieces: HtmlPieces) => JSON.parse(htmlText(pieces));

describe('islandStateJson', () => {
  it('writes the whole state, the query first, with no way out of its script element', () => {
    const island = state();
    const { json, withoutQuery } = islandStateJson(island);
    expect(parsed(json)).toEqual(island);
    expect(htmlText(json)).not.toContain('</script');
    expect(htmlText(json).startsWith('{"searchStr":"?mun=laval",')).toBe(true);
    const { searchStr: _searchStr, ...rest } = island;
    expect(parsed(withoutQuery)).toEqual(rest);
  });

  it('writes a frozen payload as the same JSON as a payload that is not, and writes and encodes it once', () => {
    const loose = state();
    const kept = state();
    deepFreeze(kept.outcome.payload);
    const first = islandStateJson(kept);
    expect(parsed(first.json)).toEqual(parsed(islandStateJson(loose).json));
    expect(htmlText(first.withoutQuery)).toBe(htmlText(islandStateJson({ ...kept, searchStr: '?mun=brossard' }).withoutQuery));
    // Another request with the same frozen payload: its own query, the same page.
    const other = islandStateJson({ ...kept, searchStr: '', path: '/fr/contact' });
    expect(parsed(other.json)).toMatchObject({ searchStr: '', path: '/fr/contact', outcome: parsed(first.json).outcome });
    // The payload's and the message chunk's bytes are the same pieces on every render.
    const encoded = (pieces: HtmlPieces) => pieces.filter((piece) => typeof piece !== 'string');
    expect(encoded(other.json)).toHaveLength(2);
    encoded(other.json).forEach((piece, index) => expect(piece).toBe(encoded(first.json)[index]));
  });

  it('writes an error outcome without a payload', () => {
    const island = { ...state(), outcome: { kind: 'error' as const, status: 404, messageKey: 'errors.404-message' } };
    expect(parsed(islandStateJson(island).json)).toEqual(island);
  });
});
