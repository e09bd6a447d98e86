// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_INFO_STORAGE_KEY, SEARCH_FILTERS_STORAGE_KEY } from '../../blocks/runtime/stores';
import { codeWanted, hydratesOnIntent, keptStateWaiting } from './hydrateOnIntent';

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

  it('the listings blocks, the search page and a blog post wait for the visitor or for a part needing their code to come near', () => {
    for (const type of ['properties_block', 'property_details_block', 'blog_post_block', 'search_properties_block']) {
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
