/**
 * Route errors (spec 000 §8 "Route errors use the error's status, or 500 with its message"): a
 * render or loader failure that escaped the page-load mapping. The page shows the error's status
 * (500 when it has none) and, for a {@link RouteError}, its message, written for visitors; any
 * other error's message may hold internals (SQL, paths, stack) and stays in the console and, with
 * `exposeErrors`, in the debug details, behind the catalogue's 500 text. A failed chunk load
 * reloads the page once (guarded, see navigation/chunkReload.ts).
 */
import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useLocale } from '../../blocks/runtime/AppContext';
import { isChunkLoadError, reloadOnceForChunkError } from '../navigation/chunkReload';
import { ErrorPage } from './ErrorPage';

/** An error a route throws for visitors to read: its HTTP status and a message safe to show as is. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

/** The status a route error answers with: its own when it carries one (4xx, 5xx), else 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

export function RouteErrorPage({ error }: ErrorComponentProps) {
  const locale = useLocale();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnceForChunkError();
    else console.error(error);
  }, [error]);
  const status = statusOf(error);
  const readable = error instanceof RouteError ? error.message : undefined;
  return (
    <ErrorPage
      outcome={{
        kind: 'error',
        status,
        ...(readable ? { message: readable } : { messageKey: status === 500 ? 'errors.500-message' : 'errors.unexpected-status' }),
        debug: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      }}
      locale={locale}
      path=""
    />
  );
}
