/** `/fr` and `/en`: the home page, loaded from the content API (spec 000 §2, §4). */
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../page/loadPage';
import { PageView } from '../../page/PageView';
import { pageRouteBodyScripts, pageRouteHead } from '../../page/pageRouteHead';

export const Route = createFileRoute('/$locale/')({
  loader: ({ context, location, preload }) => loadPage(context, location, preload),
  head: pageRouteHead,
  scripts: pageRouteBodyScripts,
  component: function HomeRoute() {
    return <PageView outcome={Route.useLoaderData()} />;
  },
});
