import type { Server, ServerResponse } from 'node:http';

/**
 * A shutdown that lets answers in progress finish and then lets the process go: `close()` stops
 * accepting connections, closes the idle keep-alive ones at once, answers every request still
 * being served with `Connection: close` when its headers are not sent yet, and closes each
 * connection as soon as its answer ends. Node's own `server.close()` closes only the connections
 * idle at that moment: one whose answer ends later (a prefetch the browser kept across a
 * navigation, a slow page) stays open for the whole keep-alive timeout (65 s here) before the
 * close resolves.
 *
 * Call once, right after the server is created (it watches every request from then on).
 *
 * @returns close(): resolves once every connection is closed; rejects with the error of
 *   `server.close` (the server was not listening).
 */
export function gracefulClose(server: Server): () => Promise<void> {
  let closing = false;
  const inProgress = new Set<ServerResponse>();
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (closing) response.shouldKeepAlive = false;
    inProgress.add(response);
    response.once('close', () => {
      inProgress.delete(response);
      // The connection is marked idle only once the finished answer has left it.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return () =>
    new Promise<void>((resolve, reject) => {
      closing = true;
      for (const response of inProgress) if (!response.headersSent) response.shouldKeepAlive = false;
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeIdleConnections();
    });
}
