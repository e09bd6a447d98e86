import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_DESKTOP_MIN_PX, INITIAL_MENU_FIT, nextMenuFit, useMenuFits } from './useMenuFits';

const desktop = { viewportWidth: 1440, navShown: true, menuWidth: 600, navWidth: 700, roomWidth: 700 };

describe('nextMenuFit', () => {
  it('keeps the desktop menu when its natural width fits the nav', () => {
    expect(nextMenuFit(INITIAL_MENU_FIT, desktop)).toEqual({ naturalWidth: 600, compact: false });
  });

  it('switches to the menu button when the links overflow the nav, and back once there is room', () => {
    const compact = nextMenuFit(INITIAL_MENU_FIT, { ...desktop, navWidth: 500 });
    expect(compact).toEqual({ naturalWidth: 600, compact: true });
    // The nav is hidden now: the remembered width is compared with the room the nav would get.
    expect(nextMenuFit(compact, { ...desktop, navShown: false, menuWidth: 0, navWidth: 0, roomWidth: 520 }).compact).toBe(true);
    expect(nextMenuFit(compact, { ...desktop, navShown: false, menuWidth: 0, navWidth: 0, roomWidth: 640 }).compact).toBe(false);
  });

  it('leaves phones to the breakpoint and forgets the width measured on a wide screen', () => {
    const compact = nextMenuFit(INITIAL_MENU_FIT, { ...desktop, navWidth: 500 });
    // At 375 px, even a bar whose room looks big enough or a stale "fits" does not decide anything.
    const phone = nextMenuFit(compact, { viewportWidth: 375, navShown: false, menuWidth: 0, navWidth: 0, roomWidth: 900 });
    expect(phone).toEqual(INITIAL_MENU_FIT);
    expect(nextMenuFit({ naturalWidth: 200, compact: false }, { viewportWidth: HEADER_DESKTOP_MIN_PX - 1, navShown: true, menuWidth: 200, navWidth: 800, roomWidth: 800 })).toEqual(INITIAL_MENU_FIT);
  });

  it('shows the nav again to measure it when no width is known', () => {
    expect(nextMenuFit(INITIAL_MENU_FIT, { ...desktop, navShown: false, menuWidth: 0, navWidth: 0, roomWidth: 10 })).toEqual(INITIAL_MENU_FIT);
  });

  it('tolerates one pixel of rounding', () => {
    expect(nextMenuFit(INITIAL_MENU_FIT, { ...desktop, menuWidth: 600.8, navWidth: 600 }).compact).toBe(false);
  });
});

/** Test double for the measurements jsdom does not make: widths per element, and the observer. */
const layout = { menu: 600, nav: 700, navShown: true };
let observed: (() => void) | null = null;

function Harness() {
  const bar = useRef<HTMLDivElement>(null);
  const nav = useRef<HTMLElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const logo = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const compact = useMenuFits({ bar, nav, menu, logo, actions });
  return (
    <div ref={bar} data-testid="bar" data-compact={String(compact)}>
      <div ref={logo} />
      <nav ref={nav} style={{ display: layout.navShown ? 'flex' : 'none' }}>
        <ul ref={menu} />
      </nav>
      <div ref={actions} />
    </div>
  );
}

describe('useMenuFits', () => {
  let fontsListeners: Array<() => void> = [];

  beforeEach(() => {
    layout.menu = 600;
    layout.nav = 700;
    layout.navShown = true;
    observed = null;
    fontsListeners = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { ready: new Promise(() => undefined), addEventListener: (_: string, fn: () => void) => fontsListeners.push(fn), removeEventListener: () => undefined },
    });
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'UL' ? layout.menu : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'NAV' ? (layout.navShown ? layout.nav : 0) : 1200;
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // @ts-expect-error the stub above; jsdom has no FontFaceSet
    delete document.fonts;
  });

  const setViewport = (width: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  };

  it('is never compact on a phone, even after a wide screen found the links too long', () => {
    setViewport(1440);
    layout.nav = 500;
    render(<Harness />);
    expect(screen.getByTestId('bar')).toHaveAttribute('data-compact', 'true');
    // The window narrows to a phone: the nav is hidden by the breakpoint and a wide bar is reported.
    setViewport(375);
    layout.navShown = false;
    act(() => observed?.());
    expect(screen.getByTestId('bar')).toHaveAttribute('data-compact', 'false');
    // Back on a wide screen with room: the menu is measured again instead of reusing the stale width.
    setViewport(1440);
    layout.navShown = true;
    layout.nav = 900;
    act(() => observed?.());
    expect(screen.getByTestId('bar')).toHaveAttribute('data-compact', 'false');
  });

  it('measures again once the web fonts are loaded', () => {
    setViewport(1440);
    layout.menu = 480;
    layout.nav = 560;
    render(<Harness />);
    expect(screen.getByTestId('bar')).toHaveAttribute('data-compact', 'false');
    // The real font is wider than the fallback the first measurement used.
    layout.menu = 620;
    act(() => fontsListeners.forEach((fn) => fn()));
    expect(screen.getByTestId('bar')).toHaveAttribute('data-compact', 'true');
  });
});

describe('header stylesheet', () => {
  // Classes the header hands to shared parts (Link, LocaleSwitcher) whose own stylesheet has
  // single-class rules on the same element: a lazily loaded chunk may insert that stylesheet after
  // the header's, so the header's rules must outrank a single class rather than rely on order.
  const handedToParts = ['cta', 'sms', 'locale', 'menuLink', 'submenuLink', 'logoLink', 'stripLink', 'panelLink', 'panelSubLink', 'megaMore'];
  const css = readFileSync(join(__dirname, 'Header.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [...css.matchAll(/([^{}]+)\{/g)]
    .map((m) => m[1]!.trim())
    .filter((s) => !s.startsWith('@'))
    .flatMap((s) => s.split(',').map((part) => part.trim()));

  it.each(handedToParts)('scopes every rule on .%s under a second class', (name) => {
    const own = selectors.filter((s) => new RegExp(`\\.${name}(?![\\w-])`).test(s));
    expect(own.length).toBeGreaterThan(0);
    for (const selector of own) {
      const classes = selector.match(/\.[\w-]+|\[[^\]]+\]/g) ?? [];
      expect(classes.length, selector).toBeGreaterThanOrEqual(2);
    }
  });
});
