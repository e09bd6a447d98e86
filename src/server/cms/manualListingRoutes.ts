/**
 * `/api/cms/listings`: one listing read whole, and manual listings (exclusive or off-market)
 * written by editors and admins (after the origin, site and user guards), validated by the schema
 * every listing follows (src/schema/listingRecord.ts). Each write is announced to search indexes,
 * listing pages, listing blocks, the map and page caches on every instance, and audited.
 *
 * | route                       | answer |
 * |-----------------------------|--------|
 * | `GET /municipalities`       | `{municipalities: [{code, name, latitude, longitude}]}` by name |
 * | `GET /:uls`                 | `{listing}`: {@link ListingRecord} fields plus `uls`, `source`, `status`, `standard_status`, `listing_key`, `updated_at`, `url: {fr, en}` (404 `not_found`) |
 * | `POST /` `{…record}`        | 201 `{listing}`, a draft |
 * | `PUT /:uls` `{…record, updated_at}` | `{listing}`; 409 `read_only` (a feed or demo listing), 409 `stale_listing` with `listing` (changed since `updated_at`) |
 * | `POST /:uls/publish`        | `{listing}` now `active` |
 * | `POST /:uls/withdraw`       | `{listing}` now `removed` (its page answers 410) |
 *
 * A body that does not parse answers 422 `invalid_body` with field messages; an unknown
 * municipality 422 with `fields.municipality_code`.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { listingRecordSchema, type ListingRecord } from '../../schema/listingRecord';
import type { Database } from '../db/client';
import { commitDocumentWrite } from '../documents/documentWrite';
import { announceListingsChange, findSiteListing } from '../db/repositories/listings';
import { createManualListing, listingRecordOf, findMunicipality, setManualListingStatus, updateManualListing, type ManualListingWrite } from '../db/repositories/manualListings';
import { listMunicipalities } from '../db/repositories/municipalities';
import type { ListingRow } from '../db/schema';
import { listingUrl } from '../api/listings/listingUrl';
import type { CmsEnv } from './env';
import { cmsError, parseBody, zodFieldMessages } from './errors';

const createBody = listingRecordSchema('en');
const updateBody = z.intersection(listingRecordSchema('en'), z.object({ updated_at: z.iso.datetime({ error: 'The time the listing was read (ISO 8601).' }) }));

/** Creates the routes; see the module docstring. */
export function createManualListingRoutes({ db }: { db: Database }): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();

  async function view(row: ListingRow) {
    const name = (await findMunicipality(db, row.municipalityCode))?.name ?? '';
    return {
      ...listingRecordOf(row),
      uls: row.uls,
      source: row.source,
      status: row.status,
      standard_status: row.standardStatus,
      listing_key: row.listingKey,
      updated_at: row.updatedAt.toISOString(),
      url: { fr: listingUrl('fr', row, name), en: listingUrl('en', row, name) },
    };
  }

  async function centreOf(c: Context<CmsEnv>, record: ListingRecord) {
    const centre = await findMunicipality(db, record.municipality_code);
    if (centre) return { ok: true as const, centre };
    return { ok: false as const, response: cmsError(c, 422, 'invalid_body', 'Some fields are invalid.', { fields: { municipality_code: ['Choose a municipality.'] } }) };
  }

  /**
   * Runs a listing write with its audit entry (`action`) and announces the listing to search
   * indexes, pages and caches once it has committed; a refused write (gone, read-only, stale) is
   * answered and neither audited nor announced.
   */
  async function commitListingWrite(c: Context<CmsEnv>, action: string, write: (tx: Database) => Promise<ManualListingWrite>, created = false) {
    const result = await commitDocumentWrite<ManualListingWrite>(db, async (tx) => {
      const outcome = await write(tx);
      if (!outcome.ok) return { result: outcome, audit: null, change: null };
      const { row } = outcome;
      return {
        result: outcome,
        audit: { user: c.get('user'), action, entity: 'listing', entityId: `${row.siteId}/${row.uls}`, summary: created ? { price: row.price } : { status: row.status, price: row.price } },
        change: null,
        announce: (db: Database) => announceListingsChange(db, [row.siteId], [row.uls]),
      };
    });
    if (!result.ok && result.reason === 'not_found') return cmsError(c, 404, 'not_found', 'No listing has this number on this site.');
    if (!result.ok && result.reason === 'read_only')
      return cmsError(c, 409, 'read_only', result.row.source === 'feed' ? 'This listing comes from the feed: it changes at the next sync.' : 'Demo listings cannot be edited.');
    if (!result.ok) return cmsError(c, 409, 'stale_listing', 'Someone changed this listing since you opened it.', { listing: await view(result.row) });
    return c.json({ listing: await view(result.row) }, created ? 201 : 200);
  }

  app.get('/municipalities', async (c) => {
    const rows = await listMunicipalities(db);
    return c.json({ municipalities: rows.map(({ code, name, latitude, longitude }) => ({ code, name, latitude, longitude })).sort((a, b) => a.name.localeCompare(b.name, 'fr')) });
  });

  app.get('/:uls', async (c) => {
    const row = (await findSiteListing(db, c.get('site').id, c.req.param('uls')))?.listing;
    if (!row) return cmsError(c, 404, 'not_found', 'No listing has this number on this site.');
    return c.json({ listing: await view(row) });
  });

  app.post('/', async (c) => {
    const body = await parseBody(c, createBody);
    if (!body.ok) return body.response;
    const centre = await centreOf(c, body.data);
    if (!centre.ok) return centre.response;
    return commitListingWrite(c, 'listing.create', async (tx) => ({ ok: true, row: await createManualListing(tx, c.get('site').id, body.data, centre.centre) }), true);
  });

  app.put('/:uls', async (c) => {
    const body = await parseBody(c, updateBody);
    if (!body.ok) return body.response;
    const { updated_at: readAt, ...record } = body.data;
    const centre = await centreOf(c, record);
    if (!centre.ok) return centre.response;
    return commitListingWrite(c, 'listing.update', (tx) => updateManualListing(tx, c.get('site').id, c.req.param('uls'), record, centre.centre, new Date(readAt)));
  });

  app.post('/:uls/publish', async (c) => {
    const stored = (await findSiteListing(db, c.get('site').id, c.req.param('uls')))?.listing;
    // What goes public is checked again: a listing written before a rule tightened is not published as it is.
    const problems = stored?.source === 'manual' ? createBody.safeParse(listingRecordOf(stored)) : null;
    if (problems && !problems.success) return cmsError(c, 422, 'invalid_listing', 'Fix this listing before publishing it.', { fields: zodFieldMessages(problems.error) });
    return commitListingWrite(c, 'listing.publish', (tx) => setManualListingStatus(tx, c.get('site').id, c.req.param('uls'), 'active'));
  });

  app.post('/:uls/withdraw', (c) => commitListingWrite(c, 'listing.withdraw', (tx) => setManualListingStatus(tx, c.get('site').id, c.req.param('uls'), 'removed')));

  return app;
}
