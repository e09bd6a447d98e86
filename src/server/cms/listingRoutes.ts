/**
 * `/api/cms/listings`: every listing of the site with where it comes from, for editors and admins
 * (after the origin, site and user guards). The site is the request's Host site.
 *
 * | route                                   | answer |
 * |-----------------------------------------|--------|
 * | `GET /?source&status&q&page&limit`      | `{listings: [{uls, mls_number, listing_key, source, status, standard_status, type, price, address: {fr, en}, municipality, photo_count, updated_at}], total, page, limit, counts: {demo, feed, manual}}`, newest change first |
 *
 * `source` one of demo, feed, manual; `status` active, sold, removed; `q` text in the number, MLS
 * number or street; `page` from 1; `limit` 1–200 (default 50). A bad query answers 422
 * `invalid_query` with field messages.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/client';
import { listListingCatalog } from '../db/repositories/listingCatalog';
import { LISTING_SOURCES, LISTING_STATUSES } from '../db/schema';
import type { CmsEnv } from './env';
import { createManualListingRoutes } from './manualListingRoutes';
import { emptyAsUndefined, pageQueryFields } from './listQuery';
import { cmsError, zodFieldMessages } from './errors';

const catalogQuery = z.object({
  source: z.preprocess(emptyAsUndefined, z.enum(LISTING_SOURCES).optional()),
  status: z.preprocess(emptyAsUndefined, z.enum(LISTING_STATUSES).optional()),
  q: z.string().max(200, 'At most 200 characters.').optional(),
  ...pageQueryFields,
});

/** Creates the `/api/cms/listings` routes. */
export function createListingRoutes({ db }: { db: Database }): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  app.get('/', async (c) => {
    const query = catalogQuery.safeParse(c.req.query());
    if (!query.success) return cmsError(c, 422, 'invalid_query', 'Some filters are invalid.', { fields: zodFieldMessages(query.error) });
    const { page, limit, ...filters } = query.data;
    const { rows, total, counts } = await listListingCatalog(db, c.get('site').id, filters, page, limit);
    return c.json({
      listings: rows.map((row) => ({
        uls: row.uls,
        mls_number: row.mlsNumber,
        listing_key: row.listingKey,
        source: row.source,
        status: row.status,
        standard_status: row.standardStatus,
        type: row.type,
        price: row.price,
        address: { fr: row.address.fr ?? row.address.en ?? '', en: row.address.en ?? row.address.fr ?? '' },
        municipality: row.municipality,
        photo_count: row.photoCount,
        updated_at: row.updatedAt.toISOString(),
      })),
      total,
      page,
      limit,
      counts,
    });
  });
  app.route('/', createManualListingRoutes({ db }));
  return app;
}
