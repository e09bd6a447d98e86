/**
 * How blocks link and move between pages (spec 000 §2 "Internal links", §4 "Page load") without
 * depending on the router: the app provides its navigation through {@link NavigationContext}.
 *
 * - Under the app's router (QA mode, the server's render of a routed document) the router's own
 *   adapter is provided (src/renderer/navigation/routerNavigation.tsx): client navigation,
 *   preloading on intent, active links.
 * - Elsewhere (no provider) the document itself navigates: internal links are plain anchors and a
 *   navigation is a page load ({@link documentNavigation}). A block therefore never imports the
 *   router, and a page that hydrates its blocks without it does not download it.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

/** Props of an internal link: a site path, its query and hash, plus the anchor's own attributes. */
export interface InternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Site path (`/fr/contact`). */
  to: string;
  /** Query parameters. */
  search?: Record<string, string>;
  /** Fragment without `#`. */
  hash?: string;
  /** Leave the page with a full load even where client navigation exists. */
  reloadDocument?: boolean;
  children?: ReactNode;
}

/** A navigation implementation (the router's, or the document's). */
export interface Navigation {
  /** Hook: the current query string (`?a=b`, or `''`). */
  useSearchStr(): string;
  /**
   * Hook: one parameter of the current query (its first value, or null). What a block reads of
   * the query when one parameter is all it needs: the server keeps its HTML per value of that
   * parameter only (src/renderer/blocks/blockHtmlCache.ts), not per query string.
   */
  useQueryParam(name: string): string | null;
  /** Hook: a function going to an internal href (`/fr/proprietes?…`). */
  useNavigate(): (href: string) => void;
  /**
   * The anchor of an internal link. The current page's own link is marked current
   * (`aria-current="page"`, `data-status="active"`, class `active`), query ignored.
   */
  Link(props: InternalLinkProps): ReactNode;
}

/** `path?query#hash` of an internal link. */
export function internalHref(to: string, search: Record<string, string> | undefined, hash: string | undefined): string {
  // Most links have no query: no URLSearchParams for them (a page renders a few hundred links).
  const query = search && Object.keys(search).length > 0 ? new URLSearchParams(search).toString() : '';
  return `${to}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The first value of `name` in a query string (`?a=b` or `a=b`), or null. */
export function queryParam(searchStr: string, name: string): string | null {
  return searchStr ? new URLSearchParams(searchStr).get(name) : null;
}

/** A path without its trailing slash (`/` stays). */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The anchor of an internal link on a page at `currentPath` (see {@link Navigation.Link}). */
function documentAnchor(currentPath: string, { to, search, hash, reloadDocument: _reload, className, ...anchor }: InternalLinkProps): ReactNode {
  const isCurrent = withoutTrailingSlash(to) === withoutTrailingSlash(currentPath);
  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- its content comes with the spread props (children)
    <a
      {...anchor}
      className={isCurrent ? [className, 'active'].filter(Boolean).join(' ') : className}
      href={internalHref(to, search, hash)}
      data-status={isCurrent ? 'active' : undefined}
      aria-current={isCurrent ? 'page' : undefined}
    />
  );
}

function navigateDocument(href: string): void {
  window.location.assign(href);
}

/**
 * The document's navigation at a location: internal links are anchors (the same attributes the
 * router's links render, so a page hydrates either way) and navigating loads the page.
 * @param location the page's path and query string (the request's on the server)
 */
export function documentNavigation(location: { pathname: string; searchStr: string }): Navigation {
  return {
    useSearchStr: () => location.searchStr,
    useQueryParam: (name) => queryParam(location.searchStr, name),
    useNavigate: () => navigateDocument,
    Link: (props) => documentAnchor(location.pathname, props),
  };
}

/** The browser's current location (no provider: the document navigates). */
const browserNavigation: Navigation = {
  useSearchStr: () => (typeof window === 'undefined' ? '' : window.location.search),
  useQueryParam: (name) => (typeof window === 'undefined' ? null : queryParam(window.location.search, name)),
  useNavigate: () => navigateDocument,
  Link: (props) => documentAnchor(typeof window === 'undefined' ? '/' : window.location.pathname, props),
};

/** The page's navigation; without a provider, the document's. */
export const NavigationContext = createContext<Navigation>(browserNavigation);

/** The current page's navigation (see the module doc). */
export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}
