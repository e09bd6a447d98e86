// @vitest-environment node
/**
 * The SSR render of a page whose payload comes from an external content API (`CORE_API_URL`,
 * spec 000 §3/§7) with optional data in shapes ours does not expect: the page still renders.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from './entry-server';
import { fakeApi, options, seededPayload } from './testing/ssrFixtures';

const get = (path: string) => new Request(`http://localhost:3000${path}`, { headers: { host: 'localhost:3000' } });

/** Warnings logged by the page loader about dropped payload parts. */
const droppedWarnings = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => call[0]).filter((text): text is string => typeof text === 'string' && text.startsWith('Ignored '));

afterEach(() => vi.restoreAllMocks());

describe('render: external payloads are read tolerantly', () => {
  it('renders the page when optional metadata and SEO have other shapes, with one warning per path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = seededPayload();
    Object.assign(data.metadata as object, { elements: null, tags: {}, favicon: [], mail_locale: 5 });
    (data.seo as Record<string, unknown>).global = [];
    const response = await render(get('/fr'), options(fakeApi(() => data)));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<main');
    expect(html).toContain('<html lang="fr-CA"');
    // The content and the header are kept.
    expect(html).toContain('Votre prochain chez-vous sur la Rive-Sud commence ici');
    expect(html).toContain('alt="Julie Tremblay, courtière immobilière"');
    expect(droppedWarnings(warn).sort()).toEqual(
      [
        'Ignored metadata.favicon: expected string, received array',
        'Ignored metadata.elements: expected object, received null',
        'Ignored metadata.tags: expected array, received object',
        'Ignored metadata.mail_locale: expected one of "fr"|"en"',
        'Ignored seo.global: expected object, received array',
      ].sort(),
    );
  });

  it('still answers 500 when a required part is wrong (no site id)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = { ...seededPayload(), site_id: null };
    const response = await render(get('/fr'), options(fakeApi(() => data)));
    expect(response.status).toBe(500);
  });
});

// ---- Random mutations in optional places ---------------------------------------------------------

type Path = (string | number)[];

/** Paths the page cannot render without: the site identity and the block lists themselves. */
const REQUIRED = new Set(
  [[], ['production'], ['microsite_id'], ['site_id'], ['site_key'], ['header'], ['header', 'fields'], ['footer'], ['footer', 'fields'], ['content'], ['content', 'fields']].map(
    (path) => JSON.stringify(path),
  ),
);

/** Every path of `value` (objects and arrays walked), except the required ones. */
function optionalPaths(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  if (!REQUIRED.has(JSON.stringify(path))) into.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => optionalPaths(item, [...path, index], into));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) optionalPaths(item, [...path, key], into);
  return into;
}

/** Sets `value` at `path` when its parent is still an object or a list (earlier mutations may have replaced it). */
function setAt(data: unknown, path: Path, value: unknown): void {
  let holder = data as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = holder[key];
    if (!next || typeof next !== 'object') return;
    holder = next as Record<string | number, unknown>;
  }
  holder[path[path.length - 1]] = value;
}

const seed = seededPayload();
const paths = optionalPaths(seed);

/** Values of the wrong shape: nulls, lists for maps, maps for lists, numbers for text, text for booleans. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxKeys: 3 }),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('true', 'false', 'yes'),
  fc.boolean(),
);

const mutation = fc.tuple(fc.constantFrom(...paths), wrongValue);

describe('render: randomly mutated optional parts of a seeded payload', () => {
  it('always renders the page (status 200, a <main>), never a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 6 }), async (mutations) => {
        const data = seededPayload();
        // A copy of each value: fast-check hands out the same `[]` and `{}` every time, and a later
        // mutation writing into one placed earlier would make it cyclic, for this run and every run
        // after (a payload JSON cannot carry).
        for (const [path, value] of mutations) setAt(data, path, structuredClone(value));
        const response = await render(get('/fr'), options(fakeApi(() => data)));
        const html = await response.text();
        expect(response.status).toBe(200);
        expect(html).toContain('<main');
      }),
      { numRuns: 30 },
    );
  });
});
