/**
 * Route errors (spec 000 §8 "Route errors use the error's status, or 500 with its message"): a
 * render or loader failure that escaped the page-load mapping. A failed chunk load reloads the
 * page once (guarded, see navigation/chunkReload.ts).
 */
import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useLocale } from '../../blocks/runtime/AppContext';
import { isChunkLoadError, reloadOnceForChunkError } from '../navigation/chunkReload';
import { ErrorPage } from './ErrorPage';

export function RouteErrorPage({ error }: ErrorComponentProps) {
  const locale = useLocale();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
    else console.error(error);
  }, [error]);
  const status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500;
  return (
    <ErrorPage
      outcome={{
        kind: 'error',
        status,
        messageKey: status === 500 ? 'errors.500-message' : 'errors.unexpected-status',
        debug: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      }}
      locale={locale}
      path=""
    />
  );
}
