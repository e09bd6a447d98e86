/**
 * What the benchmarks run on the production build share (`npm run bench:web`,
 * `bench:lighthouse`, `bench:shifts`): the built server's entry, and the page types of the seeded
 * sites with the way to read them.
 */
import http from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** dist/server/main.js; ends the process with a message when the build is missing. */
export function builtServerEntry() {
  const entry = path.join(root, 'dist', 'server', 'main.js');
  if (!existsSync(entry)) {
    console.error('dist/server/main.js is missing: run "npm run build" first.');
    process.exit(1);
  }
  return entry;
}

/** The agency site's host name (Chromium resolves `*.localhost` to loopback; Node is given the Host header). */
export const AGENCY_HOST = 'agence.localhost';

/** The text of a page of the local server; an `agence.localhost` address is asked of 127.0.0.1 with its Host header. */
export function pageText(url) {
  const address = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: address.port, path: address.pathname + address.search, headers: { Host: address.host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
}

/**
 * The eight page types of the seeded sites in French (`{ type, origin, path }`): the broker's home,
 * search, a listing, contact, the blog and a post; the agency's broker profile and offices.
 * @throws when the seeded home links no listing, the blog no post or the agency no broker
 */
export async function findPageTypes(baseUrl) {
  const agencyUrl = baseUrl.replace('127.0.0.1', AGENCY_HOST);
  const home = await pageText(`${baseUrl}/fr`);
  const listing = /href="(\/fr\/proprietes\/[a-z0-9-]+-\d{6,})"/.exec(home)?.[1];
  const blog = await pageText(`${baseUrl}/fr/blogue`);
  const post = /href="(\/fr\/blogue\/[a-z0-9-]+-\d+)"/.exec(blog)?.[1];
  const brokers = await pageText(`${agencyUrl}/fr/courtiers`);
  const profile = /href="(\/fr\/courtiers\/[a-z0-9-]+)"/.exec(brokers)?.[1];
  if (!listing || !post || !profile) throw new Error('The seeded home page links no listing, the blog no post, or the agency no broker');
  return [
    ['home', baseUrl, '/fr'],
    ['search', baseUrl, '/fr/proprietes'],
    ['listing', baseUrl, listing],
    ['contact', baseUrl, '/fr/contact'],
    ['blog', baseUrl, '/fr/blogue'],
    ['blog post', baseUrl, post],
    ['broker', agencyUrl, profile],
    ['offices', agencyUrl, '/fr/bureaux'],
  ].map(([type, origin, where]) => ({ type, origin, path: where }));
}
