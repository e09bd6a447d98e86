/**
 * What a page route of the routed app (the QA editor's browser navigations) shows for its loader
 * outcome: the page (content blocks in the site layout) or the error page with the outcome's
 * status (spec 000 §4 "Page load"). A visitor's page is rendered without the router
 * (src/renderer/document/renderPublicPage.tsx).
 */
import { useRouterState } from '@tanstack/react-router';
import { useLocale } from '../../blocks/runtime/AppContext';
import { ErrorPage } from './ErrorPage';
import type { RenderableOutcome } from './loadPage';
import { normalizePath } from './loadPage';
import { PageLayout } from './PageLayout';

export function PageView({ outcome }: { outcome: RenderableOutcome }) {
  const locale = useLocale();
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname ?? state.location.pathname });
  const path = normalizePath(pathname);
  if (outcome.kind === 'error') return <ErrorPage outcome={outcome} locale={locale} path={path} />;
  return <PageLayout payload={outcome.payload} locale={locale} path={path} />;
}
