// @vitest-environment node
/**
 * A site page rendered again on a page-cache miss (a new query string): its blocks come from the
 * server's cache of block HTML, every one of them, and the page (its head's image preloads
 * included) is the one a render of every block writes.
 */
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { createBlockHtmlCache, type BlockHtmlCache } from './blocks/blockHtmlCache';
import { fakeApi, options, seededPayload } from './testing/ssrFixtures';

/** The blocks a payload's page draws: its content's, its header and its footer. */
const blockCount = (data: Record<string, unknown>) => (data.content as { fields: unknown[] }).fields.length + 2;

const get = (path: string) => new Request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000' } });

/** The seeded home page at `path` through `cache`, as HTML. */
async function page(path: string, cache: BlockHtmlCache, data = seededPayload()): Promise<string> {
  const response = await render(get(path), { ...options(fakeApi(() => data)), blockHtml: cache });
  expect(response.status).toBe(200);
  return response.text();
}

/** A cache that tells how many blocks each render took from it (`kept`, in render order). */
function countingCache(): BlockHtmlCache & { readonly kept: number[] } {
  const cache = createBlockHtmlCache();
  const renders: ReturnType<BlockHtmlCache['render']>[] = [];
  return {
    get kept() {
      return renders.map((pageRender) => pageRender.keptBlocks);
    },
    render(pageKey, searchStr) {
      const pageRender = cache.render(pageKey, searchStr);
      renders.push(pageRender);
      return pageRender;
    },
  };
}

describe('render: the blocks of a page rendered again', () => {
  it('come from the cache of block HTML, the page the same as with every block rendered', async () => {
    const cache = countingCache();
    const first = await page('/fr?utm_source=a', cache);
    const again = await page('/fr?utm_source=b', cache);
    expect(cache.kept[0]).toBe(0);
    // Every block: the header, the footer and the content's, those that preload images included.
    expect(cache.kept[1]).toBe(blockCount(seededPayload()));
    // The same page as a render of every block at that address (a cache of its own, empty).
    expect(again).toBe(await page('/fr?utm_source=b', createBlockHtmlCache()));
    expect(again.replace('utm_source=b', 'utm_source=a')).toBe(first);
  });

  it('render again once the page’s content changed', async () => {
    const cache = countingCache();
    await page('/fr', cache);
    const data = seededPayload();
    const content = data.content as { fields: { block_type: string; fields: Record<string, unknown> }[] };
    const cta = content.fields.find((block) => block.block_type === 'cta_block')!;
    cta.fields = { ...cta.fields, main_title: { fr: 'Combien vaut votre maison ce printemps ?', en: 'What is your home worth this spring?' } };
    const edited = await page('/fr', cache, data);
    expect(edited).toContain('Combien vaut votre maison ce printemps ?');
    expect(edited).not.toContain('Combien vaut votre propriété aujourd’hui ?');
    expect(edited).toBe(await page('/fr', createBlockHtmlCache(), data));
  });
});
