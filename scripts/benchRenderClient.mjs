/**
 * The client of the benchmark's sequential render timings (scripts/bench-web.mjs), in a worker
 * thread of its own: in the server's thread, reading each answer (a few hundred kB decoded into a
 * string) ran on the thread being measured and left its garbage on the server's heap. Asked
 * `{ url, headers }`, it fetches the page, reads the whole body and answers
 * `{ ms, status, cache }`: the time from sending the request to the body's last byte (ms), the
 * status and the `X-Page-Cache` header.
 */
import { parentPort } from 'node:worker_threads';

parentPort.on('message', async ({ url, headers }) => {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  parentPort.postMessage({ ms: performance.now() - started, status: res.status, cache: res.headers.get('x-page-cache') });
});
