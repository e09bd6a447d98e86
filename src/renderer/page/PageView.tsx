/**
 * What a page route shows for its loader outcome: the page (content blocks in the site layout)
 * or the error page with the outcome's status (spec 000 §4 "Page load"); on the server, a public
 * page's island (PageIsland.tsx) in their place.
 */
import { useRouterState } from '@tanstack/react-router';
import { useLocale } from '../../blocks/runtime/AppContext';
import { ErrorPage } from './ErrorPage';
import type { RenderableOutcome } from './loadPage';
import { normalizePath } from './loadPage';
import { PageLayout } from './PageLayout';
import { IslandContainer, useRenderedIsland } from './PageIsland';

export function PageView({ outcome }: { outcome: RenderableOutcome }) {
  const locale = useLocale();
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname ?? state.location.pathname });
  const path = normalizePath(pathname);
  // On the server, a public page's island was rendered as its own root: its HTML goes in as is.
  const island = useRenderedIsland();
  if (island) return <IslandContainer island={island} />;
  if (outcome.kind === 'error') return <ErrorPage outcome={outcome} locale={locale} path={path} />;
  return <PageLayout payload={outcome.payload} locale={locale} path={path} />;
}
