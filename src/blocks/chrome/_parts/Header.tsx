/**
 * The header shared by `header_classic`, `header_megamenu` and `header_outofnorm` (spec 000 §2
 * "Header and footer", §3 "Header fields", §4 "Headers", §9 "Header heights: classic 130, megamenu
 * 197, out-of-norm 138", "Submenu popup gap 16 (54 for megamenu), width 1000", "Megamenu separator
 * opacity 0.1 away from the top, 0.75 otherwise", breakpoints).
 *
 * - `kind` sets the height (classic 130 / megamenu 197 / out-of-norm 138 px from lg, 80 px below)
 *   and the submenu: a list popup 16 px below its entry (classic, out-of-norm) or a 1000 px panel
 *   54 px below it (megamenu) with the entry's `featured_image`, `main_title`, `description` and
 *   `group_menu_repeater` columns.
 * - `sup_sections_repeater` draws a top strip of links above the bar (desktop), listed in the
 *   mobile panel below lg.
 * - Transparent over a hero that opens the page, inverted when the hero is dark, solid once
 *   scrolled past its height or while a menu is open ({@link headerAppearance}).
 *
 * - Skip link (`header.skip-link`) to `#main-content`, first in the tab order.
 * - Logo linking home: `logo_image_dark` on light schemes, `logo_image_light` on the inverted (dark)
 *   scheme; height 56 px × `logo_multiplier` (44 px × multiplier below lg). The franchise balloon
 *   follows it when `show_remax_logo` is set (an agency site puts it on its brokers' portraits:
 *   people/_parts/FranchiseBadge.tsx).
 * - Desktop menu (lg, 992 px, and up) with submenus: open on hover, Enter or Space; close on an
 *   outside click, Escape (focus returns to the toggle) or when the pointer leaves; aria-expanded.
 * - CTA button; SMS CTA on mobile only; locale switcher.
 * - Mobile menu panel below lg, or when the desktop links do not fit ({@link useMenuFits}): toggle with aria-expanded/aria-controls; closes on Escape, a link
 *   click or the close button; page scroll locked (`scrollLock` request `mobile-menu`) while open;
 *   focus moves into the panel and back to the toggle.
 * - Fixed at the top (a spacer keeps its 130 px / 80 px place), hides on scroll down and shows on
 *   scroll up, opaque with a shadow once scrolled past its height ({@link useHeaderScroll}).
 */
import { useCallback, useContext, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../defineBlock';
import { brandAssetUrl, brandVersionOf } from '../../../lib/brandAssets';
import { PagePayloadContext, useAppContext, useLocalized } from '../../runtime/AppContext';
import { Icon } from '../../ui/Icon';
import { Image } from '../../ui/Image';
import { Link } from '../../ui/Link';
import { LocaleSwitcher } from '../../ui/LocaleSwitcher';
import type { headerClassicFields, headerClassicParams } from '../header_classic/schema';
import type { MenuItemValue } from '../menu_item/schema';
import styles from './Header.module.css';
import { headerAppearance, useHeroBeneathHeader } from './headerOverHero';
import { useHeaderScroll } from './useHeaderScroll';
import { HEADER_DESKTOP_MIN_PX, useMenuFits } from './useMenuFits';

export { HEADER_DESKTOP_MIN_PX };
/** Scroll-lock request name used while the mobile menu is open. */
export const MOBILE_MENU_SCROLL_LOCK = 'mobile-menu';

/** The three header types of spec 000 §2. */
export type HeaderKind = 'classic' | 'megamenu' | 'outofnorm';

/** Props of every header block, plus its kind. */
export type HeaderProps = BlockProps<typeof headerClassicFields, typeof headerClassicParams> & { kind: HeaderKind };

interface DesktopMenuItemProps {
  item: MenuItemValue;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mega: boolean;
}

/** True when a menu entry opens a megamenu panel (groups, picture or text beside its links). */
function hasPanel(item: MenuItemValue): boolean {
  const f = item.fields;
  return f.group_menu_repeater.length > 0 || Boolean(f.featured_image) || Boolean(f.main_title) || Boolean(f.description);
}

/** The megamenu panel of one entry: picture, title and text, then the link columns. */
function MegaPanel({ item, onNavigate }: { item: MenuItemValue; onNavigate: () => void }) {
  const localize = useLocalized();
  const f = item.fields;
  const title = localize(f.main_title);
  const description = localize(f.description);
  const parentUrl = localize(f.menu_link.url);
  return (
    <div className={styles.megaPanel}>
      {f.featured_image || title || description ? (
        <div className={styles.megaFeature}>
          {f.featured_image ? <Image value={f.featured_image} fit="cover" className={styles.megaImage} sizes="320px" /> : null}
          {title ? <p className={styles.megaTitle}>{title}</p> : null}
          {description ? <p className={styles.megaDescription}>{description}</p> : null}
          {parentUrl ? <Link value={f.menu_link} appearance="text" className={styles.megaMore} onClick={onNavigate} /> : null}
        </div>
      ) : null}
      <div className={styles.megaGroups}>
        {f.group_menu_repeater.map((group, g) => (
          <div key={g} className={styles.megaGroup}>
            <p className={styles.megaGroupTitle}>{localize(group.fields.main_title)}</p>
            <ul className={styles.megaList}>
              {group.fields.sub_menu_repeater.map((sub, j) => (
                <li key={j}>
                  <Link value={sub.fields.menu_link} appearance="text" className={styles.submenuLink} onClick={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {f.sub_menu_repeater.length ? (
          <ul className={styles.megaList}>
            {f.sub_menu_repeater.map((sub, j) => (
              <li key={j}>
                <Link value={sub.fields.menu_link} appearance="text" className={styles.submenuLink} onClick={onNavigate} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** One desktop menu entry: a plain link, or a disclosure button with its submenu or megamenu panel. */
function DesktopMenuItem({ item, open, onOpenChange, mega }: DesktopMenuItemProps) {
  const localize = useLocalized();
  const submenuId = useId();
  const liRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const subItems = item.fields.sub_menu_repeater;
  const panel = mega && hasPanel(item);
  // A mouse click right after the hover opened the entry keeps it open instead of closing it.
  const hoverOpened = useRef(false);

  // A mouse already resting on the entry when the header comes alive (it entered while the page's
  // code was loading) gets the menu it would have got by entering now.
  useEffect(() => {
    const entry = liRef.current;
    if (!entry?.matches(':hover') || !window.matchMedia?.('(hover: hover) and (pointer: fine)').matches) return;
    hoverOpened.current = true;
    onOpenChange(true);
    // Once, when the entry comes alive; later entries and leaves come as pointer events.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the entry comes alive
  }, []);

  // The browser's own enter and leave on the entry: React derives its pointer enter from the
  // element the pointer leaves, and one the page has not hydrated (a block under the header whose
  // code waits for the visitor) gives none.
  useEffect(() => {
    const entry = liRef.current;
    if (!entry) return;
    const enter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && !open) {
        hoverOpened.current = true;
        onOpenChange(true);
      }
    };
    const leave = (event: PointerEvent) => {
      hoverOpened.current = false;
      if (event.pointerType === 'mouse') onOpenChange(false);
    };
    entry.addEventListener('pointerenter', enter);
    entry.addEventListener('pointerleave', leave);
    return () => {
      entry.removeEventListener('pointerenter', enter);
      entry.removeEventListener('pointerleave', leave);
    };
  }, [open, onOpenChange]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (liRef.current && !liRef.current.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, onOpenChange]);

  if (!subItems.length && !panel) {
    return (
      <li className={styles.menuItem}>
        <Link value={item.fields.menu_link} appearance="text" className={styles.menuLink} />
      </li>
    );
  }

  const label = localize(item.fields.menu_link.text) ?? '';
  const parentUrl = localize(item.fields.menu_link.url);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape inside the entry, or the focus leaving it, closes its submenu; its button opens it
    <li
      ref={liRef}
      className={[styles.menuItem, styles.hasSubmenu, panel ? styles.megaItem : ''].join(' ')}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (liRef.current && !liRef.current.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={[styles.menuLink, styles.menuButton].join(' ')}
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => {
          if (open && hoverOpened.current) {
            hoverOpened.current = false;
            return;
          }
          hoverOpened.current = false;
          onOpenChange(!open);
        }}
      >
        <span>{label}</span>
        <Icon value="chevron-down" size={16} className={styles.chevron} />
      </button>
      {panel ? (
        <div id={submenuId} className={styles.megaPopup} hidden={!open}>
          <MegaPanel item={item} onNavigate={() => onOpenChange(false)} />
        </div>
      ) : (
      <div id={submenuId} className={styles.submenu} hidden={!open}>
        <ul className={styles.submenuList}>
          {parentUrl ? (
            <li>
              <Link value={item.fields.menu_link} appearance="text" className={styles.submenuLink} onClick={() => onOpenChange(false)} />
            </li>
          ) : null}
          {subItems.map((sub, i) => (
            <li key={i}>
              <Link value={sub.fields.menu_link} appearance="text" className={styles.submenuLink} onClick={() => onOpenChange(false)} />
            </li>
          ))}
        </ul>
      </div>
      )}
    </li>
  );
}

/** Renders a header of the given kind; see the module comment. */
export function Header({ fields, params, kind }: HeaderProps) {
  const intl = useIntl();
  const localize = useLocalized();
  const { stores } = useAppContext();
  const panelId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<number | null>(null);
  const wasOpen = useRef(false);
  const barRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const logoRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const compact = useMenuFits({ bar: barRef, nav: navRef, menu: menuRef, logo: logoRef, actions: actionsRef });
  const { hidden, scrolled } = useHeaderScroll(headerRef, mobileOpen || openSubmenu !== null);
  const hero = useHeroBeneathHeader();
  const brand = brandVersionOf(useContext(PagePayloadContext)?.metadata);
  const appearance = headerAppearance({ hero, scrolled, menuOpen: mobileOpen || openSubmenu !== null, scheme: params.color_scheme });

  const dark = appearance.scheme === 'inverted';
  const logo = dark ? fields.logo_image_light : fields.logo_image_dark;
  const logoAlt = localize(logo.media)?.alt || localize((dark ? fields.logo_image_dark : fields.logo_image_light).media)?.alt || '';
  const orientation = params.orientation_x ?? (kind === 'outofnorm' ? 'left' : 'center');
  const strip = fields.sup_sections_repeater;

  const closeMobile = useCallback(() => setMobileOpen(false), []);

  // Scroll lock, focus in and back, Escape, and closing when the viewport reaches desktop width.
  useEffect(() => {
    stores.scrollLock.getState().set(MOBILE_MENU_SCROLL_LOCK, mobileOpen);
    if (mobileOpen) {
      wasOpen.current = true;
      const first = panelRef.current?.querySelector<HTMLElement>('button, a[href], [tabindex]:not([tabindex="-1"])');
      first?.focus();
      const onKey = (event: globalThis.KeyboardEvent) => {
        if (event.key === 'Escape') setMobileOpen(false);
      };
      document.addEventListener('keydown', onKey);
      const query = typeof window.matchMedia === 'function' ? window.matchMedia(`(min-width: ${HEADER_DESKTOP_MIN_PX}px)`) : null;
      const onChange = () => {
        if (query?.matches) setMobileOpen(false);
      };
      query?.addEventListener?.('change', onChange);
      return () => {
        document.removeEventListener('keydown', onKey);
        query?.removeEventListener?.('change', onChange);
      };
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      toggleRef.current?.focus();
    }
    return undefined;
  }, [mobileOpen, stores]);

  useEffect(() => () => stores.scrollLock.getState().set(MOBILE_MENU_SCROLL_LOCK, false), [stores]);

  const style = { '--logo-multiplier': String(fields.logo_multiplier) } as CSSProperties;
  const homeLink = { text: { fr: '', en: '' }, url: { fr: '/fr', en: '/en' }, target: '_self' as const, format: { type: 'text' as const } };

  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        {intl.formatMessage({ id: 'header.skip-link' })}
      </a>
      {appearance.overlaysHero ? null : <div className={styles.spacer} data-kind={kind} aria-hidden="true" />}
      <header
        ref={headerRef}
        className={[styles.header, hidden ? styles.hidden : '', scrolled ? styles.scrolled : '', appearance.transparent ? styles.transparent : ''].join(' ')}
        data-kind={kind}
        data-hidden={hidden ? 'true' : 'false'}
        data-scrolled={scrolled ? 'true' : 'false'}
        data-transparent={appearance.transparent ? 'true' : 'false'}
        data-scheme={appearance.scheme}
        data-compact={compact ? 'true' : 'false'}
        data-orientation={orientation}
        style={style}
      >
        {strip.length ? (
          <nav className={styles.strip} aria-label={intl.formatMessage({ id: 'header.sup-navigation' })}>
            <ul className={styles.stripList}>
              {strip.map((entry, i) => (
                <li key={i}>
                  <Link value={entry.fields.link} appearance="text" className={styles.stripLink} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div ref={barRef} className={[styles.bar, orientation === 'left' ? styles.menuLeft : ''].join(' ')}>
          <div ref={logoRef} className={styles.logoSlot}>
            <Link value={homeLink} className={styles.logoLink} ariaLabel={logoAlt || undefined} appearance="text">
              <Image value={logo} fit="contain" priority preload={false} sizes="240px" alt={logoAlt} className={styles.logoBox} imgClassName={styles.logoImg} />
              {fields.show_remax_logo ? (
                <img src={brandAssetUrl('/placeholders/franchise-balloon.svg', brand)} alt="" className={styles.franchise} width={40} height={48} />
              ) : null}
            </Link>
          </div>
          <nav ref={navRef} className={styles.desktopNav} aria-label={intl.formatMessage({ id: 'header.main-navigation' })}>
            <ul ref={menuRef} className={styles.menu}>
              {fields.menu_repeater.map((item, i) => (
                <DesktopMenuItem key={i} item={item} mega={kind === 'megamenu'} open={openSubmenu === i} onOpenChange={(open) => setOpenSubmenu((current) => (open ? i : current === i ? null : current))} />
              ))}
            </ul>
          </nav>
          <div ref={actionsRef} className={styles.actions}>
            <LocaleSwitcher className={styles.locale} />
            {fields.cta_button ? <Link value={fields.cta_button} size="sm" className={styles.cta} /> : null}
            {fields.cta_sms ? <Link value={fields.cta_sms} size="sm" className={styles.sms} /> : null}
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              aria-expanded={mobileOpen}
              aria-controls={panelId}
              aria-label={intl.formatMessage({ id: mobileOpen ? 'header.menu-close' : 'header.menu-open' })}
              onClick={() => setMobileOpen((open) => !open)}
            >
              <Icon value={mobileOpen ? 'close' : 'menu'} size={24} />
            </button>
          </div>
        </div>
      </header>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the mobile menu dialog closes on Escape and keeps the focus inside */}
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        hidden={!mobileOpen}
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'header.main-navigation' })}
        data-color-scheme={params.color_scheme}
        data-kind={kind}
        onKeyDown={(event) => {
          // Keep Tab inside the open panel (it is a modal dialog).
          if (event.key !== 'Tab' || !panelRef.current) return;
          const focusables = [...panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
          const first = focusables[0];
          const last = focusables[focusables.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        <div className={styles.panelTop}>
          <Link value={homeLink} className={styles.logoLink} ariaLabel={logoAlt || undefined} appearance="text" onClick={closeMobile}>
            <Image value={logo} fit="contain" priority preload={false} sizes="240px" alt={logoAlt} className={styles.logoBox} imgClassName={styles.logoImg} />
          </Link>
          <button type="button" className={styles.toggle} onClick={closeMobile} aria-label={intl.formatMessage({ id: 'header.menu-close' })}>
            <Icon value="close" size={24} />
          </button>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'header.main-navigation' })} className={styles.panelNav}>
          <ul className={styles.panelMenu}>
            {fields.menu_repeater.map((item, i) => {
              const subs = [...item.fields.sub_menu_repeater, ...item.fields.group_menu_repeater.flatMap((group) => group.fields.sub_menu_repeater)];
              const hasUrl = Boolean(localize(item.fields.menu_link.url));
              return (
                <li key={i} className={styles.panelItem}>
                  {subs.length && !hasUrl ? (
                    <span className={styles.panelGroupTitle}>{localize(item.fields.menu_link.text)}</span>
                  ) : (
                    <Link value={item.fields.menu_link} appearance="text" className={styles.panelLink} onClick={closeMobile} />
                  )}
                  {subs.length ? (
                    <ul className={styles.panelSubmenu}>
                      {subs.map((sub, j) => (
                        <li key={j}>
                          <Link value={sub.fields.menu_link} appearance="text" className={styles.panelSubLink} onClick={closeMobile} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        {strip.length ? (
          <ul className={styles.panelStrip}>
            {strip.map((entry, i) => (
              <li key={i}>
                <Link value={entry.fields.link} appearance="text" className={styles.panelSubLink} onClick={closeMobile} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.panelActions}>
          {fields.cta_button ? <Link value={fields.cta_button} block onClick={closeMobile} /> : null}
          <LocaleSwitcher display="long" onSwitch={closeMobile} />
        </div>
      </div>
    </>
  );
}
