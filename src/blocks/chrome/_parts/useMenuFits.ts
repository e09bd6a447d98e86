/**
 * Whether the desktop menu fits its bar (spec 000 §4 "Narrow widths: the header switches to mobile
 * navigation when the desktop links do not fit"). Returns `compact = true` when the menu's natural
 * width exceeds the room left between the logo and the actions; re-measured on resize. SSR and
 * browsers without ResizeObserver get `false` (the lg breakpoint still applies in CSS).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface MenuFitRefs {
  bar: RefObject<HTMLElement | null>;
  nav: RefObject<HTMLElement | null>;
  menu: RefObject<HTMLElement | null>;
  logo: RefObject<HTMLElement | null>;
  actions: RefObject<HTMLElement | null>;
}

export function useMenuFits({ bar, nav, menu, logo, actions }: MenuFitRefs): boolean {
  const [compact, setCompact] = useState(false);
  const naturalWidth = useRef(0);

  useEffect(() => {
    const barEl = bar.current;
    if (!barEl || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const navEl = nav.current;
      const menuEl = menu.current;
      if (!navEl || !menuEl) return;
      const navShown = getComputedStyle(navEl).display !== 'none';
      if (navShown && menuEl.scrollWidth > 0) naturalWidth.current = menuEl.scrollWidth;
      if (!naturalWidth.current) return;
      const style = getComputedStyle(barEl);
      const gap = Number.parseFloat(style.columnGap || style.gap || '0') || 0;
      const padding = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
      const available = navShown
        ? navEl.clientWidth
        : barEl.clientWidth - padding - (logo.current?.offsetWidth ?? 0) - (actions.current?.offsetWidth ?? 0) - 2 * gap;
      setCompact(naturalWidth.current > available + 1);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(barEl);
    if (nav.current) observer.observe(nav.current);
    if (menu.current) observer.observe(menu.current);
    measure();
    return () => observer.disconnect();
  }, [bar, nav, menu, logo, actions]);

  return compact;
}
