/**
 * `/` (spec 000 §2 "On the root path only"): 302 to `/fr` or `/en` by cookie `i18n_redirected`,
 * then Accept-Language (server) / navigator.languages (browser), then fr. The query goes along:
 * an ad or a newsletter linking to the site's root keeps its campaign tags and click id.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { chooseRootLocale } from '../page/chooseRootLocale';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context, location }) => {
    throw redirect({ href: `/${chooseRootLocale(context.request)}${location.searchStr}`, statusCode: 302 });
  },
});
