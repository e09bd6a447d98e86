/**
 * The server's cache of block HTML: a page rendered again draws its blocks from the cache, and the HTML is the one the blocks would have written (the browser hydrates it
 * without a mismatch, and the head asks for the same resources); blocks that read the query are
 * kept per query, blocks whose render failed are not kept.
 */
import { act } from '@testing-library/react';
import { useId } from 'react';
import { preload } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext } from '../../blocks/runtime/AppContext';
import { NavigationContext, documentNavigation, useNavigation } from '../../blocks/runtime/navigation';
import { useBlockRenderNotes } from '../../blocks/runtime/renderNotes';
import { createAppStores } from '../../blocks/runtime/stores';
import { makeTestApi } from '../../blocks/testing/renderBlock';
import type { Block } from '../../schema/block';
import { htmlText } from '../document/htmlPieces';
import { createBlockHtmlCache, type BlockHtmlCache } from './blockHtmlCache';
import { BlockHtmlRenderContext, type BlockHtmlRender } from './blockHtmlRender';
import { registerBlockComponents } from './blockComponentCache';
import { BlockList } from './BlockList';

let renders = 0;

/** A field with its label, as react-aria's fields are: ids from `useId`. */
function Labelled({ fields }: { fields: { label: string } }) {
  renders += 1;
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{fields.label}</label>
      <input id={id} />
    </p>
  );
}
/** Shows the query (as a search block reads its filters). */
function QueryEcho() {
  renders += 1;
  return <p>Filtres : {useNavigation().useSearchStr() || 'aucun'}</p>;
}
/** Shows one parameter of the query (as a link keeps a preview's variant). */
function VariantEcho() {
  renders += 1;
  return <p>Variante : {useNavigation().useQueryParam('variant') ?? 'aucune'}</p>;
}
/** Preloads an image at high priority, as the Image of a hero does. */
function Preloading({ fields }: { fields: { href: string } }) {
  renders += 1;
  const options = { as: 'image', imageSrcSet: `${fields.href}?w=640 640w`, imageSizes: '100vw', fetchPriority: 'high' } as const;
  useBlockRenderNotes()?.preloaded(fields.href, options);
  preload(fields.href, options);
  return <p>Image</p>;
}
/**
 * Images React preloads from the head (not lazy, outside a picture), and images it does not: a
 * lazy one, one in a picture, one in a noscript.
 */
function Images() {
  renders += 1;
  return (
    <div>
      <img src="/placeholders/franchise-balloon.svg" alt="" width={40} height={48} fetchPriority="high" />
      <img src="/media/a&amp;b.jpg?w=1&h=2" srcSet="/media/b.jpg 1x, /media/c.jpg 2x" sizes="50vw" alt='Une "maison"' crossOrigin="anonymous" referrerPolicy="no-referrer" />
      <img src="/media/lazy.jpg" alt="" loading="lazy" />
      <picture>
        <source srcSet="/media/d.avif" type="image/avif" />
        <img src="/media/d.jpg" alt="" />
      </picture>
      <noscript>
        <img src="/media/e.jpg" alt="" />
      </noscript>
    </div>
  );
}
function Crashing(): never {
  renders += 1;
  throw new Error('boom');
}
registerBlockComponents([
  { type: 'labelled_block', component: Labelled as never },
  { type: 'query_echo_block', component: QueryEcho as never },
  { type: 'variant_echo_block', component: VariantEcho as never },
  { type: 'preloading_block', component: Preloading as never },
  { type: 'images_block', component: Images as never },
  { type: 'crashing_cached_block', component: Crashing as never },
]);

const block = (block_type: string, fields: Record<string, unknown> = {}): Block => ({ block_type, block_params: {}, fields });
const context = { stores: createAppStores('fr'), api: makeTestApi(), config: { apiBaseUrl: '/api/swc', exposeErrors: false, captchaChallengeUrl: '' } };

/** The page's blocks as the island draws them: the first one eager (its code loads at once in the browser). */
function Page({ blocks, searchStr, render }: { blocks: readonly Block[]; searchStr: string; render: BlockHtmlRender | null }) {
  return (
    <AppContext.Provider value={context}>
      <NavigationContext.Provider value={documentNavigation({ pathname: '/fr', searchStr })}>
        <BlockHtmlRenderContext.Provider value={render}>
          <BlockList blocks={blocks} eagerCount={1} />
        </BlockHtmlRenderContext.Provider>
      </NavigationContext.Provider>
    </AppContext.Provider>
  );
}

/**
 * A server render of the page through `cache`: its HTML and how many blocks came from the cache.
 * The page's key holds its blocks, as the island's state does.
 */
function serverRender(cache: BlockHtmlCache, blocks: readonly Block[], searchStr = '', pageKey = JSON.stringify(blocks)) {
  const render = cache.render(pageKey, searchStr);
  const html = htmlText(render.finish(renderToString(<Page blocks={blocks} searchStr={searchStr} render={render} />, { identifierPrefix: 'p' })));
  return { html, kept: render.keptBlocks };
}

/**
 * The page rendered through a new cache, then again: both renders, and how many blocks the first
 * one rendered (`renders` then counts the second one's only).
 */
function renderedTwice(blocks: readonly Block[]) {
  const cache = createBlockHtmlCache();
  const first = serverRender(cache, blocks);
  const firstRenders = renders;
  renders = 0;
  return { first, firstRenders, again: serverRender(cache, blocks) };
}

const plainRender = (blocks: readonly Block[], searchStr = '') => renderToString(<Page blocks={blocks} searchStr={searchStr} render={null} />, { identifierPrefix: 'p' });

afterEach(() => {
  renders = 0;
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the cache of block HTML', () => {
  const blocks = [block('labelled_block', { label: 'Prénom' }), block('labelled_block', { label: 'Nom' }), block('labelled_block', { label: 'Courriel' })];

  it('draws the blocks from the cache when the page renders again, with the HTML they would have written', () => {
    const { first, firstRenders, again } = renderedTwice(blocks);
    expect(renders).toBe(0);
    expect(first.kept).toBe(0);
    expect(firstRenders).toBe(3);
    expect(first.html).toBe(plainRender(blocks));
    expect(again.kept).toBe(3);
    expect(again.html).toBe(first.html);
    expect(again.html).not.toContain('data-vitrine');
  });

  it('hydrates a page drawn from the cache without a mismatch (the ids inside the blocks match)', async () => {
    const cache = createBlockHtmlCache();
    serverRender(cache, blocks);
    const { html, kept } = serverRender(cache, blocks);
    expect(kept).toBe(3);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches = vi.fn();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Page blocks={blocks} searchStr="" render={null} />, { identifierPrefix: 'p', onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    const email = container.querySelectorAll('input')[2]!;
    expect(container.querySelector(`label[for="${email.id}"]`)).toHaveTextContent('Courriel');
  });

  it('renders the blocks again when the page changed', () => {
    const cache = createBlockHtmlCache();
    serverRender(cache, blocks);
    const edited = [blocks[0]!, block('labelled_block', { label: 'Nom de famille' }), blocks[2]!];
    const withEdit = serverRender(cache, edited);
    expect(withEdit.kept).toBe(0);
    expect(withEdit.html).toContain('Nom de famille');
    expect(withEdit.html).toBe(plainRender(edited));
    expect(serverRender(cache, edited).kept).toBe(3);
  });

  it('keeps a block that reads the query per query, and the others for every query', () => {
    const cache = createBlockHtmlCache();
    const page = [blocks[0]!, block('query_echo_block'), blocks[1]!];
    expect(serverRender(cache, page, '?ville=laval').kept).toBe(0);
    const other = serverRender(cache, page, '?ville=longueuil');
    expect(other.kept).toBe(2);
    expect(other.html).toContain('Filtres : <!-- -->?ville=longueuil');
    expect(other.html).toBe(plainRender(page, '?ville=longueuil'));
    const same = serverRender(cache, page, '?ville=laval');
    expect(same.kept).toBe(3);
    expect(same.html).toContain('Filtres : <!-- -->?ville=laval');
  });

  it('keeps a block that reads one parameter per value of that parameter, whatever else the query holds', () => {
    const cache = createBlockHtmlCache();
    const page = [blocks[0]!, block('variant_echo_block')];
    expect(serverRender(cache, page, '?variant=v1&utm_source=a').kept).toBe(0);
    const otherAd = serverRender(cache, page, '?utm_source=b&variant=v1');
    expect(otherAd.kept).toBe(2);
    expect(otherAd.html).toContain('Variante : <!-- -->v1');
    const otherVariant = serverRender(cache, page, '?variant=v2&utm_source=a');
    expect(otherVariant.kept).toBe(1);
    expect(otherVariant.html).toContain('Variante : <!-- -->v2');
    expect(otherVariant.html).toBe(plainRender(page, '?variant=v2&utm_source=a'));
  });

  it('keeps a block that asks for images in the head, and asks for them again when it draws the block from the cache', () => {
    const page = [block('images_block'), blocks[0]!, block('preloading_block', { href: '/media/hero.jpg' }), block('images_block')];
    const { first, again } = renderedTwice(page);
    expect(renders).toBe(0);
    expect(first.html).toBe(plainRender(page));
    expect(again.kept).toBe(4);
    // The same head, byte for byte: the preloads asked in the same order as a render of every block.
    expect(again.html).toBe(first.html);
    expect(again.html).toMatch(/^<link rel="preload" as="image" href="\/placeholders\/franchise-balloon.svg" fetchPriority="high"\/>/);
    expect(again.html).toContain('imageSrcSet="/media/hero.jpg?w=640 640w"');
    expect(again.html).toContain('imageSrcSet="/media/b.jpg 1x, /media/c.jpg 2x" imageSizes="50vw" crossorigin="" referrerPolicy="no-referrer"');
    expect(again.html).not.toMatch(/<link[^>]*(lazy|d\.jpg|e\.jpg)/);
    expect(again.html).not.toContain('data-vitrine');
  });

  it('does not keep a block whose render failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { again } = renderedTwice([blocks[0]!, block('crashing_cached_block')]);
    expect(again.kept).toBe(1);
    expect(renders).toBe(1);
    expect(again.html).toContain('Prénom');
  });
});
