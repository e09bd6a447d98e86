// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_INFO_STORAGE_KEY, SEARCH_FILTERS_STORAGE_KEY } from '../../blocks/runtime/stores';
import { getBlockDefinition } from '../../blocks/registry';
import { renderBlock } from '../../blocks/testing/renderBlock';
import { LOCALES } from '../../lib/locales';
import { codeWanted, hydratesOnIntent, keptStateWaiting, SHOWING_ONLY_BLOCK_TYPES } from './hydrateOnIntent';

// What the session kept and the page's address count: each test starts with neither.
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/fr');
});
afterEach(() => sessionStorage.clear());

describe('when a block wants its code', () => {
  it('the contact form and the hero search bar wait for the visitor, first on the page or not', () => {
    for (const type of ['contact_form_block', 'hero_block_1']) {
      expect(hydratesOnIntent(type)).toBe(true);
      expect(codeWanted(type, true)).toBe('intent');
      expect(codeWanted(type, false)).toBe('intent');
    }
  });

  it('the listings blocks, the search page, a blog post and the offices wait for the visitor or for a part needing their code to come near', () => {
    for (const type of ['properties_block', 'property_details_block', 'blog_post_block', 'search_properties_block', 'offices_map_block']) {
      expect(hydratesOnIntent(type)).toBe(true);
      expect(codeWanted(type, true)).toBe('parts');
    }
  });

  it('other blocks load with the page when first, else when they come near', () => {
    expect(hydratesOnIntent('hero_block_2')).toBe(false);
    expect(codeWanted('hero_block_2', true)).toBe('now');
    expect(codeWanted('faq_block', false)).toBe('near');
  });

  it('a block whose kept state waits to show loads as any block', () => {
    expect(keptStateWaiting('contact_form_block')).toBe(false);
    expect(keptStateWaiting('hero_block_1')).toBe(false);

    sessionStorage.setItem(CONTACT_INFO_STORAGE_KEY, JSON.stringify({ firstname: '', email: 'julie@example.com' }));
    expect(keptStateWaiting('contact_form_block')).toBe(true);
    expect(codeWanted('contact_form_block', false)).toBe('near');
    expect(keptStateWaiting('hero_block_1')).toBe(false);

    sessionStorage.setItem(SEARCH_FILTERS_STORAGE_KEY, JSON.stringify({ forSaleForRent: 'rent', mun: [] }));
    expect(keptStateWaiting('hero_block_1')).toBe(true);
    expect(codeWanted('hero_block_1', true)).toBe('now');
    expect(codeWanted('search_properties_block', true)).toBe('now');
    expect(keptStateWaiting('properties_block')).toBe(false);
  });

  it('the search page loads its code with the page when its address brings filters', () => {
    expect(codeWanted('search_properties_block', true)).toBe('parts');
    window.history.replaceState(null, '', '/fr/proprietes?mun=12&type=maison');
    expect(codeWanted('search_properties_block', true)).toBe('now');
  });

  it('waits for the visitor when what the session kept is empty or unreadable', () => {
    sessionStorage.setItem(CONTACT_INFO_STORAGE_KEY, JSON.stringify({ firstname: '', email: '' }));
    sessionStorage.setItem(SEARCH_FILTERS_STORAGE_KEY, '{oops');
    expect(codeWanted('contact_form_block', false)).toBe('intent');
    expect(codeWanted('hero_block_1', true)).toBe('intent');
  });
});

describe('blocks that only show text, images and links', () => {
  it('wait for the visitor, first on the page or not', () => {
    for (const type of SHOWING_ONLY_BLOCK_TYPES) {
      expect(hydratesOnIntent(type)).toBe(true);
      expect(codeWanted(type, true)).toBe('intent');
    }
  });

  // What their code does once here is what a visitor would miss while it waits: nothing but the
  // images' fade, which the head script gives a block not yet live (preHydrationImages.ts).
  it.each(SHOWING_ONLY_BLOCK_TYPES.flatMap((type) => LOCALES.map((locale) => [type, locale] as const)))('%s (%s): their code changes nothing on screen after it first draws', async (type, locale) => {
    const definition = getBlockDefinition(type);
    if (!definition) throw new Error(`No block ${type}`);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeOldValue: true, characterData: true, characterDataOldValue: true });
    const view = await renderBlock(definition, {}, { locale });
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(view.container.textContent).not.toBe('');
    // The first drawing inserts the block's tree at once: into the body (the test's container) or the container.
    const afterFirstDrawing = changes.filter((change) => change.target !== document.body && change.target !== view.container);
    // React sets an image's address again once it is in the document (so that its load is heard): the same value.
    const unchanged = (change: MutationRecord) =>
      change.type === 'attributes'
        ? (change.target as Element).getAttribute(change.attributeName!) === change.oldValue
        : change.type === 'characterData' && change.target.textContent === change.oldValue;
    const imageFade = (change: MutationRecord) =>
      change.type === 'attributes' &&
      ((change.attributeName === 'data-appear' && (change.target as Element).tagName === 'IMG') ||
        (change.attributeName === 'style' && (change.target as Element).querySelector(':scope > img, :scope > picture')));
    expect(
      afterFirstDrawing
        .filter((change) => !unchanged(change) && !imageFade(change))
        .map((change) => `${change.type} ${change.attributeName ?? ''} on ${(change.target as Element).outerHTML?.slice(0, 120)}`),
    ).toEqual([]);
    view.unmount();
  });
});
