import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A shutdown that lets answers in progress finish and then lets the process go: `close()` stops
 * accepting connections, closes at once every connection that carries no request being answered,
 * answers every request still being served with `Connection: close` when its headers are not sent
 * yet, and closes each connection as soon as its answer ends.
 *
 * Node's own `server.close()` closes only the keep-alive connections idle after an answer: one
 * whose answer ends later (a prefetch the browser kept across a navigation, a slow page) stays open
 * for the whole keep-alive timeout (65 s here), and one that has not sent a whole request yet (a
 * browser's preconnection, which it keeps for minutes) until the client lets it go: the close
 * waits for them all.
 *
 * Call once, right after the server is created (it watches every connection from then on).
 *
 * @returns close(): resolves once every connection is closed; rejects with the error of
 *   `server.close` (the server was not listening).
 */
export function gracefulClose(server: Server): () => Promise<void> {
  let closing = false;
  /** Every open connection → the answers in progress on it. */
  const connections = new Map<Socket, Set<ServerResponse>>();
  const closeIfIdle = (socket: Socket) => {
    if (connections.get(socket)?.size === 0) socket.destroy();
  };
  server.on('connection', (socket: Socket) => {
    connections.set(socket, new Set());
    socket.once('close', () => connections.delete(socket));
    if (closing) closeIfIdle(socket);
  });
  server.prependListener('request', (request, response: ServerResponse) => {
    if (closing) response.shouldKeepAlive = false;
    const socket = request.socket;
    const answers = connections.get(socket);
    answers?.add(response);
    response.once('close', () => {
      answers?.delete(response);
      // The connection is closed only once the finished answer has left it.
      if (closing) setImmediate(() => closeIfIdle(socket));
    });
  });
  return () =>
    new Promise<void>((resolve, reject) => {
      closing = true;
      for (const answers of connections.values()) for (const response of answers) if (!response.headersSent) response.shouldKeepAlive = false;
      server.close((error) => (error ? reject(error) : resolve()));
      for (const socket of connections.keys()) closeIfIdle(socket);
    });
}
