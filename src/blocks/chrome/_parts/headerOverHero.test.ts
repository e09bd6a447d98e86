import { describe, expect, it, vi } from 'vitest';
import { headerAppearance, heroBeneathHeader, oppositeColorScheme } from './headerOverHero';

const block = (block_type: string, block_params: Record<string, unknown> = {}) => ({ block_type, block_params, fields: {} });

describe('heroBeneathHeader', () => {
  it('finds a hero of the family only when it opens the page', () => {
    expect(heroBeneathHeader([block('hero_slider_block'), block('cta_block')])).toEqual({ type: 'hero_slider_block', dark: true });
    expect(heroBeneathHeader([block('cta_block'), block('hero_slider_block')])).toBeNull();
    expect(heroBeneathHeader([])).toBeNull();
    expect(heroBeneathHeader(undefined)).toBeNull();
  });

  it('calls a hero on media dark unless it asks for a light scheme', () => {
    for (const type of ['hero_block_1', 'hero_block_2', 'hero_block_3', 'hero_block_4', 'hero_content_block_2', 'hero_landing_page_block']) {
      expect(heroBeneathHeader([block(type)])?.dark).toBe(true);
    }
    expect(heroBeneathHeader([block('hero_block_2', { color_scheme: 'normal' })])?.dark).toBe(false);
    expect(heroBeneathHeader([block('hero_content_block_1')])?.dark).toBe(false);
    expect(heroBeneathHeader([block('hero_content_block_1', { color_scheme: 'inverted' })])?.dark).toBe(true);
  });
});

describe('headerAppearance', () => {
  const dark = { type: 'hero_slider_block', dark: true };
  const light = { type: 'hero_content_block_1', dark: false };

  it('is transparent and inverted over a dark hero at the top, solid in its own scheme once scrolled', () => {
    expect(headerAppearance({ hero: dark, scrolled: false, menuOpen: false, scheme: 'normal' })).toEqual({ transparent: true, scheme: 'inverted', overlaysHero: true });
    expect(headerAppearance({ hero: dark, scrolled: true, menuOpen: false, scheme: 'normal' })).toEqual({ transparent: false, scheme: 'normal', overlaysHero: true });
  });

  it('keeps its own scheme while transparent over a light hero', () => {
    expect(headerAppearance({ hero: light, scrolled: false, menuOpen: false, scheme: 'normal-grey' })).toEqual({ transparent: true, scheme: 'normal-grey', overlaysHero: true });
  });

  it('turns solid while a menu is open', () => {
    expect(headerAppearance({ hero: dark, scrolled: false, menuOpen: true, scheme: undefined })).toEqual({ transparent: false, scheme: 'normal', overlaysHero: true });
  });

  it('is always solid, with its spacer, when no hero opens the page', () => {
    expect(headerAppearance({ hero: null, scrolled: false, menuOpen: false, scheme: 'inverted' })).toEqual({ transparent: false, scheme: 'inverted', overlaysHero: false });
  });
});

describe('oppositeColorScheme', () => {
  it('pairs the light schemes with the inverted one', () => {
    expect(oppositeColorScheme('normal')).toBe('inverted');
    expect(oppositeColorScheme('normal-grey')).toBe('inverted');
    expect(oppositeColorScheme('inverted')).toBe('normal');
  });

  it('warns about an unknown scheme', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(oppositeColorScheme('sepia')).toBeNull();
    expect(warn).toHaveBeenCalledWith('unable to find opposite color scheme', 'sepia');
    warn.mockRestore();
  });

  it('gives a dark header its light opposite while transparent over a light hero', () => {
    expect(headerAppearance({ hero: { type: 'hero_content_block_1', dark: false }, scrolled: false, menuOpen: false, scheme: 'inverted' }).scheme).toBe('normal');
  });
});
