/**
 * The router's navigation for blocks (src/blocks/runtime/navigation.tsx): internal links are
 * TanStack Router links (client navigation, preload on intent), the current page's link is
 * active on its exact path (query ignored: `/fr` must not light up on every French page), and
 * navigating goes through the router. Provided by the app's root route and by the block test
 * helpers' memory router.
 */
import { Link as RouterLink, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { queryParam, type InternalLinkProps, type Navigation } from '../../blocks/runtime/navigation';

function useSearchStr(): string {
  return useRouterState({ select: (state) => state.location.searchStr ?? '' });
}

function useQueryParam(name: string): string | null {
  return queryParam(useSearchStr(), name);
}

function useNavigate(): (href: string) => void {
  const router = useRouter();
  return useCallback((href: string) => void router.navigate({ href }), [router]);
}

function Link({ to, search, hash, reloadDocument, ...anchor }: InternalLinkProps) {
  return (
    <RouterLink
      {...anchor}
      // Paths come from the CMS, so they are not known to the typed route tree.
      to={to as never}
      search={(search ?? {}) as never}
      hash={hash}
      reloadDocument={reloadDocument}
      activeOptions={{ exact: true, includeSearch: false }}
    />
  );
}

/** The router's {@link Navigation}. */
export const routerNavigation: Navigation = { useSearchStr, useQueryParam, useNavigate, Link };
