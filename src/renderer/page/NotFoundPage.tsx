/**
 * Unmatched routes (spec 000 §8 "No matching route gives 404 'This page could not be found'"):
 * the router's not-found component; the server answers a real 404.
 */
import { useLocale } from '../../blocks/runtime/AppContext';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  const locale = useLocale();
  return (
    <ErrorPage
      outcome={{ kind: 'error', status: 404, messageKey: 'errors.route-not-found' }}
      locale={locale}
      path=""
    />
  );
}
