/**
 * Whether the desktop menu fits its bar (spec 000 §4 "Narrow widths: the header switches to mobile
 * navigation when the desktop links do not fit"). The phone layout is decided by the lg breakpoint
 * in CSS first; this measurement only refines it from lg up, where a long menu may still not fit.
 *
 * {@link nextMenuFit} is the decision as a pure state machine; {@link useMenuFits} feeds it the
 * measured widths on mount, on resize of the bar, the nav or the menu, and once the web fonts are
 * loaded (a menu measured in a fallback font has another width).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

/** The lg breakpoint in px (spec 000 §9): mobile navigation below it, whatever the measurement. */
export const HEADER_DESKTOP_MIN_PX = 992;

/** What {@link nextMenuFit} remembers between two measurements. */
export interface MenuFitState {
  /** The menu's natural (single-line) width in px, last measured while the desktop nav was shown; 0 = unknown. */
  naturalWidth: number;
  /** True when the desktop links do not fit and the bar shows the menu button instead. */
  compact: boolean;
}

/** One measurement of the bar, in CSS px. */
export interface MenuFitMeasure {
  /** The viewport's width (`window.innerWidth`). */
  viewportWidth: number;
  /** Whether the desktop nav is displayed at the moment of the measurement. */
  navShown: boolean;
  /** The menu list's scroll width (its natural width when shown). */
  menuWidth: number;
  /** The room the nav has in the bar when shown (its client width). */
  navWidth: number;
  /** The room left for the nav when it is hidden: bar minus padding, logo, actions and gaps. */
  roomWidth: number;
}

/** The state before any measurement (and on the server): not compact, nothing known. */
export const INITIAL_MENU_FIT: MenuFitState = { naturalWidth: 0, compact: false };

/**
 * The next menu-fit state from a measurement (spec 000 §4 "Narrow widths"):
 * - below {@link HEADER_DESKTOP_MIN_PX} the breakpoint rules: not compact, and the natural width is
 *   forgotten so that it is measured again, in the current font, once the desktop nav shows;
 * - desktop nav shown: its natural width is recorded and compared with the nav's room;
 * - desktop nav hidden (compact): the recorded width is compared with the room the nav would have;
 *   with no recorded width the nav is shown again so that it can be measured.
 * A 1 px tolerance absorbs sub-pixel rounding.
 */
export function nextMenuFit(state: MenuFitState, measure: MenuFitMeasure): MenuFitState {
  if (measure.viewportWidth < HEADER_DESKTOP_MIN_PX) return INITIAL_MENU_FIT;
  if (measure.navShown && measure.menuWidth > 0) {
    return { naturalWidth: measure.menuWidth, compact: measure.menuWidth > measure.navWidth + 1 };
  }
  if (!state.naturalWidth) return { naturalWidth: 0, compact: false };
  return { naturalWidth: state.naturalWidth, compact: state.naturalWidth > measure.roomWidth + 1 };
}

/** The elements {@link useMenuFits} measures. */
export interface MenuFitRefs {
  bar: RefObject<HTMLElement | null>;
  nav: RefObject<HTMLElement | null>;
  menu: RefObject<HTMLElement | null>;
  logo: RefObject<HTMLElement | null>;
  actions: RefObject<HTMLElement | null>;
}

/**
 * Returns `true` (compact) when the desktop menu does not fit between the logo and the actions.
 * SSR and browsers without ResizeObserver get `false` (the lg breakpoint still applies in CSS).
 */
export function useMenuFits({ bar, nav, menu, logo, actions }: MenuFitRefs): boolean {
  const [compact, setCompact] = useState(false);
  const state = useRef<MenuFitState>(INITIAL_MENU_FIT);

  useEffect(() => {
    const barEl = bar.current;
    if (!barEl || typeof ResizeObserver === 'undefined') return;
    let active = true;
    const measure = () => {
      const navEl = nav.current;
      const menuEl = menu.current;
      if (!active || !navEl || !menuEl) return;
      const style = getComputedStyle(barEl);
      const gap = Number.parseFloat(style.columnGap || style.gap || '0') || 0;
      const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
      state.current = nextMenuFit(state.current, {
        viewportWidth: window.innerWidth,
        navShown: getComputedStyle(navEl).display !== 'none',
        menuWidth: menuEl.scrollWidth,
        navWidth: navEl.clientWidth,
        roomWidth: barEl.clientWidth - padding - (logo.current?.offsetWidth ?? 0) - (actions.current?.offsetWidth ?? 0) - 2 * gap,
      });
      setCompact(state.current.compact);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(barEl);
    if (nav.current) observer.observe(nav.current);
    if (menu.current) observer.observe(menu.current);
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    fonts?.ready?.then(measure, () => undefined);
    fonts?.addEventListener?.('loadingdone', measure);
    measure();
    return () => {
      active = false;
      observer.disconnect();
      fonts?.removeEventListener?.('loadingdone', measure);
    };
  }, [bar, nav, menu, logo, actions]);

  return compact;
}
