/**
 * Link (spec 000 §2 "Internal links get the locale path plus internal query parameters; a variant id
 * is added as the query parameter variant. External links, and links opened in a new tab, are plain
 * anchors", §3 "link", §8 "unknown link action type").
 *
 * Renders a `link` value:
 * - internal URLs (`/fr/...`, `/en/...`, a path without locale which gets the active one, or a route
 *   key such as `contact`, `terms-of-use`) → the page's internal link (src/blocks/runtime/navigation.tsx), keeping
 *   the `variant` query parameter of the current URL (or the previewed payload variant);
 * - external URLs (`http(s):`, `mailto:`, `tel:`, `sms:`, `#...`) and `target=_blank` links → plain
 *   `<a>` (new tab with `rel="noopener noreferrer"`);
 * - `on_click_action.action_type === 'open_contact_modal'` → a button opening the contact modal
 *   with `action_params` (`recipient_type`, `recipient_slug`); `refresh_page` reloads the page;
 *   any other action type logs `console.warn('unknown link action type', type)`;
 * - `format.type` button | button-outline | link | text with optional `bg_color` / `color`, theme
 *   radii, and an optional icon left or right.
 * Renders nothing when the link has neither text, children, icon nor destination.
 */
import { useContext, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import type { LinkValue } from '../../schema/content';
import { isLocale, ROUTE_KEYS, routeKeyOf, type Locale } from '../../lib/locales';
import { PagePayloadContext, useAppContext, useLocale, useLocalized } from '../runtime/AppContext';
import { useNavigation } from '../runtime/navigation';
import { Icon } from './Icon';
import styles from './Link.module.css';

/** The link as it arrives (defaults may not have been applied by a parser). */
export type LinkInput = Omit<LinkValue, 'target' | 'icon'> & {
  target?: LinkValue['target'];
  icon?: { type: string; font_weight?: 'light' | 'regular' | 'bold' | 'solid'; align?: 'left' | 'right' };
};

/** The destination of a link URL for a locale. */
export type ResolvedHref = { kind: 'internal'; path: string; search: Record<string, string>; hash?: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * Resolves a link URL: route keys and locale-less paths get the locale prefix; `http(s)`, `mailto:`,
 * `tel:`, `sms:`, protocol-relative and `#` URLs are external.
 */
export function resolveHref(url: string | undefined, locale: Locale): ResolvedHref {
  const raw = (url ?? '').trim();
  if (!raw) return { kind: 'none' };
  const routeKey = routeKeyOf(raw);
  if (routeKey) return { kind: 'internal', path: ROUTE_KEYS[routeKey][locale], search: {} };
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//') || raw.startsWith('#')) {
    return { kind: 'external', href: raw };
  }
  const hashAt = raw.indexOf('#');
  const withoutHash = hashAt >= 0 ? raw.slice(0, hashAt) : raw;
  const hash = hashAt >= 0 ? raw.slice(hashAt + 1) : undefined;
  const queryAt = withoutHash.indexOf('?');
  let path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  // Most links have no query: no URLSearchParams for them.
  const search: Record<string, string> = queryAt >= 0 ? Object.fromEntries(new URLSearchParams(withoutHash.slice(queryAt + 1))) : {};
  if (!path.startsWith('/')) path = `/${path}`;
  const first = path.split('/')[1];
  if (!isLocale(first)) path = `/${locale}${path === '/' ? '' : path}`;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return { kind: 'internal', path, search, hash };
}

/** Maps `action_params` (snake or camel case) to the contact modal's arguments. */
function contactArgs(params: Record<string, unknown> | undefined) {
  const pick = (...keys: string[]) => {
    for (const key of keys) {
      const value = params?.[key];
      if (typeof value === 'string' && value) return value;
    }
    return undefined;
  };
  return {
    recipientType: pick('recipient_type', 'recipientType'),
    recipientSlug: pick('recipient_slug', 'recipientSlug'),
  };
}

/** Link action types the platform knows (spec 000 §3 `on_click_action`). */
export const LINK_ACTIONS = ['open_contact_modal', 'refresh_page'] as const;

const TYPE_CLASS = { button: 'button', 'button-outline': 'buttonOutline', link: 'underlined', text: 'text' } as const;

export interface LinkProps {
  value: LinkInput | null | undefined;
  className?: string;
  /** Replaces the link text (e.g. a logo). */
  children?: ReactNode;
  /** Overrides `format.type`. */
  appearance?: 'button' | 'button-outline' | 'link' | 'text';
  /** Button size (default md). */
  size?: 'sm' | 'md' | 'lg';
  /** Called after the link's own click handling (e.g. to close the mobile menu). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Accessible name when the visible content is not enough (icon-only links). */
  ariaLabel?: string;
  /** Stretch to the container width. */
  block?: boolean;
  /** Extra attributes for menus (aria-current etc.). */
  role?: string;
}

function useCurrentVariant(): string | undefined {
  const fromUrl = useNavigation().useQueryParam('variant');
  const payload = useContext(PagePayloadContext);
  return fromUrl || payload?.variant?.id || undefined;
}

/** Renders a CMS link as a router link, an anchor or an action button. */
export function Link({ value, className, children, appearance, size = 'md', onClick, ariaLabel, block, role }: LinkProps) {
  const locale = useLocale();
  const localize = useLocalized();
  const { stores } = useAppContext();
  const variant = useCurrentVariant();
  const { Link: InternalLink } = useNavigation();
  if (!value) return null;

  const text = localize(value.text) ?? '';
  const url = localize(value.url);
  const resolved = resolveHref(url, locale);
  const action = value.on_click_action?.action_type;
  const type = appearance ?? value.format?.type ?? 'button';
  if (!text && !children && !value.icon && resolved.kind === 'none' && !action) return null;

  const classes = [styles.base, styles[TYPE_CLASS[type]], type === 'button' || type === 'button-outline' ? styles[size] : '', block ? styles.block : '', className].filter(Boolean).join(' ');
  const style: CSSProperties & Record<`--${string}`, string> = {};
  if (value.format?.bg_color) style['--link-bg'] = value.format.bg_color;
  if (value.format?.color) style['--link-color'] = value.format.color;

  const iconEl = value.icon ? <Icon value={{ type: value.icon.type, font_weight: value.icon.font_weight }} size={size === 'sm' ? 16 : 18} /> : null;
  const align = value.icon?.align ?? 'left';
  const content = (
    <>
      {iconEl && align === 'left' ? iconEl : null}
      {children ?? (text ? <span className={styles.label}>{text}</span> : null)}
      {iconEl && align === 'right' ? <span className={styles.iconRight}>{iconEl}</span> : null}
    </>
  );

  const runAction = (event: MouseEvent<HTMLElement>): boolean => {
    if (!action) return false;
    if (action === 'open_contact_modal') {
      event.preventDefault();
      stores.modal.getState().openContact(contactArgs(value.on_click_action?.action_params));
      return true;
    }
    if (action === 'refresh_page') {
      event.preventDefault();
      window.location.reload();
      return true;
    }
    console.warn('unknown link action type', action);
    return false;
  };

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    runAction(event);
    onClick?.(event);
  };

  const known = action === 'open_contact_modal' || action === 'refresh_page';
  if (known || (action && resolved.kind === 'none')) {
    return (
      <button type="button" className={classes} style={style} onClick={handleClick} aria-label={ariaLabel} aria-haspopup={action === 'open_contact_modal' ? 'dialog' : undefined} role={role}>
        {content}
      </button>
    );
  }

  if (resolved.kind === 'none') {
    return (
      <span className={classes} style={style}>
        {content}
      </span>
    );
  }

  const newTab = value.target === '_blank';
  if (resolved.kind === 'external' || newTab) {
    let href = resolved.kind === 'external' ? resolved.href : resolved.path;
    if (resolved.kind === 'internal') {
      const search = new URLSearchParams(resolved.search);
      if (variant && !search.has('variant')) search.set('variant', variant);
      const qs = search.toString();
      href = `${resolved.path}${qs ? `?${qs}` : ''}${resolved.hash ? `#${resolved.hash}` : ''}`;
    }
    return (
      <a href={href} className={classes} style={style} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined} onClick={handleClick} aria-label={ariaLabel} role={role}>
        {content}
      </a>
    );
  }

  const search: Record<string, string> = { ...resolved.search };
  if (variant && !search.variant) search.variant = variant;
  return (
    <InternalLink to={resolved.path} search={search} hash={resolved.hash} className={classes} style={style} onClick={handleClick} aria-label={ariaLabel} role={role}>
      {content}
    </InternalLink>
  );
}
