/**
 * `/` (spec 000 §2 "On the root path only"): 302 to `/fr` or `/en` by cookie `i18n_redirected`,
 * then Accept-Language (server) / navigator.languages (browser), then fr.
 */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { chooseRootLocale } from '../page/chooseRootLocale';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({ href: `/${chooseRootLocale(context.request)}`, statusCode: 302 });
  },
});
