import { describe, expect, it, vi } from 'vitest';
import { createChunkedMessageSource } from './chunkedMessageSource';

describe('createChunkedMessageSource', () => {
  it('uses the chunks the page carries without downloading them, and downloads the others once', async () => {
    const loadMessageChunk = vi.fn(async (locale: string, name: string) => ({ [`${name}.title`]: `${name} (${locale})` }));
    const source = createChunkedMessageSource(loadMessageChunk, { locale: 'fr', chunks: { core: { 'common.close': 'Fermer' }, search: { 'search.title': 'Recherche' } } });
    expect(source.loaded?.('fr', ['core', 'search'])).toBe(true);
    expect(source.catalog('fr')).toMatchObject({ 'common.close': 'Fermer', 'search.title': 'Recherche' });
    await source.load?.('fr', ['core', 'search']);
    expect(loadMessageChunk).not.toHaveBeenCalled();

    expect(source.loaded?.('fr', ['blog'])).toBe(false);
    await source.load?.('fr', ['blog']);
    await source.load?.('fr', ['blog']);
    expect(loadMessageChunk).toHaveBeenCalledTimes(1);
    expect(source.catalog('fr')['blog.title']).toBe('blog (fr)');
    expect(source.loaded?.('en', ['core'])).toBe(false);
  });
});
