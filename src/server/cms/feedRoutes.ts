/**
 * `/api/cms/feed`: the site's listing feed, for admins (after the origin, site, user and admin
 * guards). The site is the request's Host site.
 *
 * | route              | answer                                                                   |
 * |--------------------|--------------------------------------------------------------------------|
 * | `GET /`            | `{connection: {serviceRoot, auth: {kind, tokenUrl?, clientId?}, filter, checkpoint, resumable, updatedAt} \| null, runs: [run]}`, the last 10 runs newest first; never a secret |
 * | `PUT /`            | the connection as `npm run feed -- connect` takes it (`{serviceRoot, auth: {kind: 'oauth', tokenUrl, clientId, clientSecret?} \| {kind: 'bearer', token?}, filter?, remarks?: {fields: {fr?, en?}, language?}}`); a secret left out keeps the stored one of the same kind. Tried first (a token, one listing of the filter): 422 `feed_refused` with the feed's message, nothing saved; 422 `invalid_body` with field messages; 200 `{connection}`; audited `feed.connect` (without secrets) |
 * | `POST /sync`       | `{full?: boolean}`: one run now; 200 `{run: {outcome, error, summary}}` when it ended (completed or failed); 409 `sync_running` when another run of the site is under way; 404 `feed_not_connected`; audited `feed.sync` |
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/client';
import { feedConnectionView, findFeedConnection, listFeedRuns, saveFeedConnection } from '../db/repositories/feedConnections';
import type { FeedConnectionRow, FeedRunRow } from '../db/schema';
import { commitDocumentWrite, recordCommittedWrite } from '../documents/documentWrite';
import { checkFeedConnection } from '../feed/checkFeedConnection';
import { feedConnectionInput } from '../feed/feedConnectionInput';
import type { ResoClientOptions } from '../feed/resoClient';
import { syncFeed } from '../feed/syncFeed';
import type { MediaStorage } from '../media/mediaStorage';
import type { CmsEnv } from './env';
import { cmsError, invalidBody, parseBody } from './errors';
import { adminOnly } from './guards';

export interface FeedRoutesOptions {
  db: Database;
  /** Where listing photos go (the media library's storage). */
  storage: MediaStorage;
  /** The feed's HTTP client and the photo files' (tests). */
  fetch?: ResoClientOptions['fetch'];
}

/** A connection as QA sends it: the secrets may be left out to keep the stored ones. */
const connectionBody = z.object({
  serviceRoot: z.unknown(),
  auth: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('oauth'), tokenUrl: z.unknown(), clientId: z.unknown(), clientSecret: z.string().optional() }),
    z.object({ kind: z.literal('bearer'), token: z.string().optional() }),
  ]),
  filter: z.unknown().optional(),
  remarks: z.unknown().optional(),
});

const syncBody = z.object({ full: z.boolean().optional() }).strict();

/** A run as QA lists it. */
function runView({ siteId: _siteId, ...run }: FeedRunRow) {
  return { ...run, startedAt: run.startedAt.toISOString(), endedAt: run.endedAt?.toISOString() ?? null };
}

/** The body with a left-out secret filled from the stored connection of the same kind. */
function withStoredSecret(body: z.output<typeof connectionBody>, stored: FeedConnectionRow | null): unknown {
  const keep = stored && stored.authKind === body.auth.kind ? stored.secret : undefined;
  if (body.auth.kind === 'oauth') return { ...body, auth: { ...body.auth, clientSecret: body.auth.clientSecret || keep } };
  return { ...body, auth: { ...body.auth, token: body.auth.token || keep } };
}

/** Creates the `/api/cms/feed` routes. */
export function createFeedRoutes({ db, storage, fetch }: FeedRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();
  app.use('*', adminOnly);

  app.get('/', async (c) => {
    const siteId = c.get('site').id;
    const connection = await findFeedConnection(db, siteId);
    const runs = await listFeedRuns(db, siteId);
    return c.json({ connection: connection && feedConnectionView(connection), runs: runs.map(runView) });
  });

  app.put('/', async (c) => {
    const site = c.get('site');
    const body = await parseBody(c, connectionBody);
    if (!body.ok) return body.response;
    const parsed = feedConnectionInput.safeParse(withStoredSecret(body.data, await findFeedConnection(db, site.id)));
    if (!parsed.success) return invalidBody(c, parsed.error);
    const check = await checkFeedConnection(parsed.data, { fetch });
    if (!check.ok) return cmsError(c, 422, 'feed_refused', `The feed refused the connection, nothing was saved: ${check.message}`);
    // Connecting shows nothing new on the site: its listings arrive with the first sync.
    const view = await commitDocumentWrite(db, async (tx) => {
      const saved = feedConnectionView(await saveFeedConnection(tx, site.id, parsed.data));
      return { result: saved, audit: { user: c.get('user'), action: 'feed.connect', entity: 'feed', entityId: site.id, summary: { serviceRoot: saved.serviceRoot, auth: saved.auth.kind, filter: saved.filter } }, change: null };
    });
    return c.json({ connection: view });
  });

  app.post('/sync', async (c) => {
    const site = c.get('site');
    const body = await parseBody(c, syncBody);
    if (!body.ok) return body.response;
    const result = await syncFeed(db, site.id, { full: body.data.full ?? false, fetch, photos: { storage, fetch } });
    if (result.outcome === 'not_connected') return cmsError(c, 404, 'feed_not_connected', 'No feed is connected to this site.');
    if (result.outcome === 'busy') return cmsError(c, 409, 'sync_running', 'Another sync of this site is under way.');
    const { summary } = result;
    // The sync committed and announced its listings batch by batch.
    await recordCommittedWrite(db, {
      audit: { user: c.get('user'), action: 'feed.sync', entity: 'feed', entityId: site.id, summary: { outcome: result.outcome, added: summary.added, updated: summary.updated, removed: summary.removed, skipped: summary.skipped.length } },
    });
    return c.json({ run: { id: result.runId, outcome: result.outcome, error: result.error, summary } });
  });

  return app;
}
