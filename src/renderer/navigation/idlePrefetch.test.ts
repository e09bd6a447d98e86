// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { internalPageHref, shouldPrefetch } from './idlePrefetch';

describe('idle prefetch rules', () => {
  it('skips save-data and 2g connections', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('keeps only internal page links', () => {
    const a = (href: string, target = '') => {
      const el = document.createElement('a');
      el.setAttribute('href', href);
      if (target) el.target = target;
      return el;
    };
    const origin = 'http://localhost:3000';
    expect(internalPageHref(a('/fr/contact'), origin)).toBe('/fr/contact');
    expect(internalPageHref(a('/en?variant=v2'), origin)).toBe('/en?variant=v2');
    expect(internalPageHref(a('https://example.com/fr'), origin)).toBeNull();
    expect(internalPageHref(a('/fr/contact', '_blank'), origin)).toBeNull();
    expect(internalPageHref(a('#main-content'), origin)).toBeNull();
    expect(internalPageHref(a('/assets/file.pdf'), origin)).toBeNull();
  });
});
