import { Agent, createServer, get, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gracefulClose } from './gracefulClose';

/** A server whose `/slow` answer waits for `release()`; keep-alive as in production (65 s). */
async function startServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer(async (request, response) => {
    if (request.url === '/slow') {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.write('first half, ');
      await released;
    }
    response.end('answered');
  });
  server.keepAliveTimeout = 65_000;
  const close = gracefulClose(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, url, close, release };
}

const agents: Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

/** GETs `url` on a keep-alive connection (as a browser does); resolves with the answer once it started. */
function request(url: string): Promise<IncomingMessage> {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  return new Promise((resolve, reject) => get(url, { agent }, resolve).on('error', reject));
}

function bodyOf(answer: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    answer.setEncoding('utf8');
    answer.on('data', (chunk: string) => (text += chunk));
    answer.on('end', () => resolve(text));
    answer.on('error', reject);
  });
}

describe('gracefulClose', () => {
  it('closes idle keep-alive connections at once', async () => {
    const { url, close } = await startServer();
    const answer = await request(`${url}/fast`);
    expect(await bodyOf(answer)).toBe('answered');
    expect(answer.headers.connection).toBe('keep-alive');
    // The connection stays open on the client's side; the close must not wait for its 65 s.
    await close();
  });

  it('lets an answer in progress finish, then closes its connection instead of keeping it alive', async () => {
    const { url, close, release } = await startServer();
    const answer = await request(`${url}/slow`);
    let closed = false;
    const closing = close().then(() => (closed = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    release();
    expect(await bodyOf(answer)).toBe('first half, answered');
    await closing;
    expect(closed).toBe(true);
  });

  it('closes a connection that has not sent a whole request (a browser’s preconnection) at once', async () => {
    const { server, url, close } = await startServer();
    const { port } = new URL(url);
    const opened = (send: string) =>
      new Promise<{ ended: Promise<void> }>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          if (send) socket.write(send);
          resolve({ ended: new Promise((done) => socket.once('close', () => done())) });
        });
        socket.on('error', () => {});
        socket.once('error', reject);
      });
    const preconnection = await opened('');
    const halfSent = await opened('GET /fast HTTP/1.1\r\nHost: example.test\r\n');
    // Both have reached the server before it closes.
    await vi.waitFor(() => new Promise<void>((resolve, reject) => server.getConnections((error, count) => (!error && count === 2 ? resolve() : reject(new Error(`${count} connections`))))));
    await close();
    await Promise.all([preconnection.ended, halfSent.ended]);
  });

  it('refuses new connections once closing', async () => {
    const { url, close } = await startServer();
    await close();
    await expect(request(`${url}/fast`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('rejects when the server is not listening', async () => {
    const close = gracefulClose(createServer());
    await expect(close()).rejects.toThrow(/not running/);
  });
});
