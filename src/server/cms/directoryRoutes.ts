/**
 * `/api/cms/directory/{collection}/*` (spec 001 §3 directory; the QA directory screen), after the
 * origin, site and user guards — editors and admins of the site alike. `collection` is one of
 * `members`, `offices`, `partners`, `bank-partners`, `testimonials`, `rewards` (else 404):
 *
 * | route                                        | answer                                              |
 * |----------------------------------------------|-----------------------------------------------------|
 * | `GET /?q=&kind=&office_id=&active=`          | `{items: [item]}` in display order (search, filters) |
 * | `POST / {record}`                            | 201 `{item}` (last in the display order, active)    |
 * | `GET /:id`                                   | `{item}`                                            |
 * | `PUT /:id {revision, record, force?}`        | `{item}`; 409 `stale_revision`; 422                 |
 * | `POST /order {ids}`                          | `{items}` in the new display order                  |
 * | `POST /:id/active {revision, active}`        | `{item}`; 409                                       |
 * | `DELETE /:id {revision, confirm?}`           | 204; 409 `stale_revision`; 409 `in_use` with what loses the record (members of an office, testimonials and rewards of a member) unless `confirm` |
 *
 * An item is `{id, record, position, active, revision, updated_at}`; a record is parsed whole with
 * its collection's schema (src/schema/directoryEditing.ts) and its references checked (the office
 * of a member, the member of a testimonial or reward must be this site's; a member's slug unique
 * on the site): 422 `invalid_record` with field messages under `record.`, nothing written.
 * Every write is audited (`directory.{entity}.{create|update|reorder|activate|deactivate|delete}`)
 * and announced as a directory change, which drops the cached pages showing the directory
 * (brokers page, profiles, offices pages, pages with directory blocks).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { directoryCollection, directoryRecordSchemas, type DirectoryCollection } from '../../schema/directoryEditing';
import type { Database } from '../db/client';
import { documentRefusals } from '../documents/documentRefusals';
import { commitDocumentWrite } from '../documents/documentWrite';
import type { CmsEnv } from './env';
import { cmsError, parseBody, zodFieldMessages } from './errors';
import {
  collectionStorage,
  deleteDirectoryRow,
  dependentsOf,
  findDirectoryRow,
  foreignIds,
  insertDirectoryRow,
  listDirectoryRows,
  recordColumns,
  reorderDirectoryRows,
  changedFeedFields,
  feedSourceOf,
  toItem,
  updateDirectoryRow,
} from './directoryStore';
import { members } from '../db/schema';
import { and, eq, ne } from 'drizzle-orm';

const revision = z.number().int().min(0);
const createBody = z.object({ record: z.unknown() });
const updateBody = z.object({ revision, record: z.unknown(), force: z.boolean().optional() });
const activeBody = z.object({ revision, active: z.boolean() });
const orderBody = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });
const deleteBody = z.object({ revision, confirm: z.boolean().optional() });
const listQuery = z.object({
  q: z.string().max(200).optional(),
  kind: z.enum(['brokers', 'teams', 'admins', 'directors']).optional(),
  office_id: z.coerce.number().int().positive().optional(),
  active: z.enum(['true', 'false']).optional(),
});

export interface DirectoryRoutesOptions {
  db: Database;
}

/** The directory editing routes (mounted at `/directory`, after the origin, site and user guards). */
export function createDirectoryRoutes({ db }: DirectoryRoutesOptions): Hono<CmsEnv> {
  const app = new Hono<CmsEnv>();

  const collectionOf = (c: Context): DirectoryCollection | null => {
    const parsed = directoryCollection.safeParse(c.req.param('collection'));
    return parsed.success ? parsed.data : null;
  };
  const idOf = (c: Context) => {
    const raw = c.req.param('id') ?? '';
    return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  };
  const notFound = (c: Context) => cmsError(c, 404, 'not_found', 'This record does not exist.');
  const refuse = documentRefusals('record');
  /** The stale answer when the record is still there, else the 404 (it was deleted meanwhile). */
  const staleOrGone = async (tx: Database, siteId: string, collection: DirectoryCollection, id: number) => refuse.staleOrGone(await findDirectoryRow(tx, siteId, collection, id));

  /** Parses a record and checks its references; the parsed record, or the 422 answer. */
  const readRecord = async (c: Context, collection: DirectoryCollection, raw: unknown, exceptId?: number) => {
    const siteId = c.get('site').id;
    const parsed = directoryRecordSchemas[collection].safeParse(raw);
    if (!parsed.success) {
      const fields = Object.fromEntries(Object.entries(zodFieldMessages(parsed.error)).map(([key, messages]) => [`record.${key}`.replace(/\._body$/, ''), messages]));
      return { ok: false as const, response: cmsError(c, 422, 'invalid_record', 'Some fields are invalid.', { fields }) };
    }
    const record = parsed.data as Record<string, unknown>;
    const fields: Record<string, string[]> = {};
    if (typeof record.office_id === 'number' && (await foreignIds(db, siteId, 'offices', [record.office_id])).length > 0) {
      fields['record.office_id'] = ['This office does not exist on this site.'];
    }
    if (typeof record.member_id === 'number' && (await foreignIds(db, siteId, 'members', [record.member_id])).length > 0) {
      fields['record.member_id'] = ['This member does not exist on this site.'];
    }
    if (collection === 'members') {
      const conditions = [eq(members.siteId, siteId), eq(members.slug, record.slug as string)];
      if (exceptId !== undefined) conditions.push(ne(members.id, exceptId));
      const [taken] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(...conditions))
        .limit(1);
      if (taken) fields['record.slug'] = ['Another member already has this address (slug).'];
    }
    if (Object.keys(fields).length > 0) return { ok: false as const, response: cmsError(c, 422, 'invalid_record', 'Some fields are invalid.', { fields }) };
    return { ok: true as const, record };
  };

  /**
   * Runs a directory write with its audit entry (`directory.<entity>.<verb>`, the summary the write
   * gives) and announces the site's directory change once it has committed.
   */
  const commit = <T>(
    c: Context,
    collection: DirectoryCollection,
    verb: string,
    id: number | null,
    write: (tx: Database) => Promise<{ result: T; summary: Record<string, unknown>; createdId?: number }>,
  ) =>
    commitDocumentWrite(db, async (tx) => {
      const { result, summary, createdId } = await write(tx);
      const entityId = createdId ?? id;
      return {
        result,
        audit: {
          user: c.get('user'),
          action: `directory.${collectionStorage[collection].entity}.${verb}`,
          entity: collectionStorage[collection].entity,
          entityId: entityId === null ? null : String(entityId),
          summary,
        },
        change: { kind: 'directory', siteId: c.get('site').id },
      };
    });
  /** A short name of a record for the audit log. */
  const labelOf = (record: Record<string, unknown>) => {
    for (const key of ['name', 'author_name', 'main_title']) {
      const value = record[key];
      if (typeof value === 'string') return value;
      if (value && typeof value === 'object') return (value as { fr?: string; en?: string }).fr ?? (value as { en?: string }).en ?? null;
    }
    return null;
  };

  app.get('/:collection', async (c) => {
    const collection = collectionOf(c);
    if (!collection) return notFound(c);
    const query = listQuery.safeParse(c.req.query());
    if (!query.success) return cmsError(c, 422, 'invalid_query', 'Some filters are invalid.', { fields: zodFieldMessages(query.error) });
    const { q, kind, office_id, active } = query.data;
    const rows = await listDirectoryRows(db, c.get('site').id, collection, { q, kind, officeId: office_id, active: active === undefined ? undefined : active === 'true' });
    return c.json({ items: rows.map((row) => toItem(collection, row)) });
  });

  app.post('/:collection', async (c) => {
    const collection = collectionOf(c);
    if (!collection) return notFound(c);
    const body = await parseBody(c, createBody);
    if (!body.ok) return body.response;
    const read = await readRecord(c, collection, body.data.record);
    if (!read.ok) return read.response;
    const row = await commit(c, collection, 'create', null, async (tx) => {
      const inserted = await insertDirectoryRow(tx, c.get('site').id, collection, read.record);
      return { result: inserted, summary: { name: labelOf(read.record) }, createdId: inserted.id };
    });
    return c.json({ item: toItem(collection, row) }, 201);
  });

  app.post('/:collection/order', async (c) => {
    const collection = collectionOf(c);
    if (!collection) return notFound(c);
    const body = await parseBody(c, orderBody);
    if (!body.ok) return body.response;
    const siteId = c.get('site').id;
    const ids = [...new Set(body.data.ids)];
    const unknown = await foreignIds(db, siteId, collection, ids);
    if (unknown.length > 0) return cmsError(c, 422, 'invalid_body', 'Some records do not exist on this site.', { fields: { ids: [`Unknown ids: ${unknown.join(', ')}.`] } });
    await commit(c, collection, 'reorder', null, async (tx) => {
      await reorderDirectoryRows(tx, siteId, collection, ids);
      return { result: null, summary: { ids } };
    });
    const rows = await listDirectoryRows(db, siteId, collection);
    return c.json({ items: rows.map((row) => toItem(collection, row)) });
  });

  app.get('/:collection/:id', async (c) => {
    const collection = collectionOf(c);
    const id = idOf(c);
    if (!collection || id === null) return notFound(c);
    const row = await findDirectoryRow(db, c.get('site').id, collection, id);
    return row ? c.json({ item: toItem(collection, row) }) : notFound(c);
  });

  app.put('/:collection/:id', async (c) => {
    const collection = collectionOf(c);
    const id = idOf(c);
    if (!collection || id === null) return notFound(c);
    const body = await parseBody(c, updateBody);
    if (!body.ok) return body.response;
    const siteId = c.get('site').id;
    const current = await findDirectoryRow(db, siteId, collection, id);
    if (!current) return notFound(c);
    const force = body.data.force === true;
    if (!force && body.data.revision !== current.revision) throw refuse.stale(current);
    const read = await readRecord(c, collection, body.data.record, id);
    if (!read.ok) return read.response;
    const fromFeed = changedFeedFields(collection, current, read.record);
    if (fromFeed.length > 0) {
      const message = `Comes from the board's feed (${collection === 'members' ? 'MemberKey' : 'OfficeKey'} ${feedSourceOf(collection, current)!.key}): change it at the board.`;
      return cmsError(c, 422, 'feed_owned', 'Some fields come from the listing feed and cannot be changed here.', {
        fields: Object.fromEntries(fromFeed.map((field) => [`record.${field}`, [message]])),
      });
    }
    const row = await commit(c, collection, 'update', id, async (tx) => {
      const updated = await updateDirectoryRow(tx, siteId, collection, id, force ? null : body.data.revision, recordColumns(collection, read.record));
      if (!updated) throw await staleOrGone(tx, siteId, collection, id);
      return { result: updated, summary: { name: labelOf(read.record), revision: updated.revision, forced: force && body.data.revision !== current.revision } };
    });
    return c.json({ item: toItem(collection, row) });
  });

  app.post('/:collection/:id/active', async (c) => {
    const collection = collectionOf(c);
    const id = idOf(c);
    if (!collection || id === null) return notFound(c);
    const body = await parseBody(c, activeBody);
    if (!body.ok) return body.response;
    const siteId = c.get('site').id;
    const current = await findDirectoryRow(db, siteId, collection, id);
    if (!current) return notFound(c);
    if (body.data.revision !== current.revision) throw refuse.stale(current);
    const row = await commit(c, collection, body.data.active ? 'activate' : 'deactivate', id, async (tx) => {
      const updated = await updateDirectoryRow(tx, siteId, collection, id, body.data.revision, { active: body.data.active });
      if (!updated) throw await staleOrGone(tx, siteId, collection, id);
      return { result: updated, summary: { revision: updated.revision } };
    });
    return c.json({ item: toItem(collection, row) });
  });

  app.delete('/:collection/:id', async (c) => {
    const collection = collectionOf(c);
    const id = idOf(c);
    if (!collection || id === null) return notFound(c);
    const body = await parseBody(c, deleteBody);
    if (!body.ok) return body.response;
    const siteId = c.get('site').id;
    const current = await findDirectoryRow(db, siteId, collection, id);
    if (!current) return notFound(c);
    if (body.data.revision !== current.revision) throw refuse.stale(current);
    const dependents = await dependentsOf(db, siteId, collection, id);
    if (Object.keys(dependents).length > 0 && body.data.confirm !== true) {
      return cmsError(c, 409, 'in_use', 'Other records point at this one: confirm to delete it anyway (they lose the link).', { dependents });
    }
    const record = collectionStorage[collection].toRecord(current as never);
    await commit(c, collection, 'delete', id, async (tx) => {
      await deleteDirectoryRow(tx, siteId, collection, id);
      return { result: null, summary: { name: labelOf(record), dependents } };
    });
    return c.body(null, 204);
  });

  return app;
}
