/**
 * The end of every document write (src/server/documents/): the write and its audit entry commit
 * together and the change is announced only after the commit; a refused or failed write leaves
 * no audit entry and announces nothing; refusals become the CMS API's 4xx in one place.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit, writeAudit } from '../../src/server/db/repositories/audit';
import { Forbidden, InvalidBlocks, InvalidDocument, NotFound, StaleRevision, documentErrorAnswer } from '../../src/server/documents/documentErrors';
import { commitDocumentWrite, recordCommittedWrite } from '../../src/server/documents/documentWrite';
import type { ContentChange } from '../../src/server/pageCache/contentChanges';
import { heardContentChanges } from './heardContentChanges';
import { openTestDatabase, type TestDatabase } from './testDatabase';

let database: TestDatabase;
const heard = heardContentChanges();

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const change: ContentChange = { kind: 'variant', siteId: 'site-documents', pageId: 'p1', variantId: 'ete' };
const audit = (action: string) => ({ user: null, action, entity: 'page', entityId: 'p1', summary: { variant_id: 'ete' } });

describe('commitDocumentWrite', () => {
  it('commits the write with its audit entry, then announces the change', async () => {
    let heardDuringWrite = -1;
    const result = await commitDocumentWrite(database.db, async () => {
      heardDuringWrite = heard.filter((entry) => entry === change).length;
      return { result: 'saved', audit: audit('document.test_saved'), change };
    });
    expect(result).toBe('saved');
    expect(heardDuringWrite).toBe(0);
    expect(heard).toEqual([change]);
    expect((await listAudit(database.db, 10)).map((entry) => entry.action)).toContain('document.test_saved');
  });

  it('rolls back the write and its audit entry and announces nothing when the write is refused', async () => {
    const refusal = new StaleRevision({ revision: 4, updatedAt: new Date('2026-11-29T04:00:00Z') });
    await expect(
      commitDocumentWrite(database.db, async (tx) => {
        await writeAudit(tx, audit('document.test_partial'));
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(heard).toEqual([]);
    expect((await listAudit(database.db, 50)).map((entry) => entry.action)).not.toContain('document.test_partial');
  });

  it('writes the audit entry without announcing when nothing public changed', async () => {
    await commitDocumentWrite(database.db, async () => ({ result: null, audit: audit('document.test_private'), change: null }));
    expect(heard).toEqual([]);
    expect((await listAudit(database.db, 10)).map((entry) => entry.action)).toContain('document.test_private');
  });
});

describe('commitDocumentWrite, refused or announced its own way', () => {
  it('commits nothing to the audit and announces nothing when the write says it wrote nothing', async () => {
    const result = await commitDocumentWrite(database.db, async () => ({ result: { ok: false as const }, audit: null, change }));
    expect(result).toEqual({ ok: false });
    expect(heard).toEqual([]);
  });

  it('announces through the write’s own announcer after the commit (listings and their indexes)', async () => {
    const announced: string[] = [];
    await commitDocumentWrite(database.db, async () => ({
      result: null,
      audit: audit('document.test_listing'),
      change: null,
      announce: async () => {
        announced.push('listings');
      },
    }));
    expect(announced).toEqual(['listings']);
    expect(heard).toEqual([]);
  });
});

describe('recordCommittedWrite', () => {
  it('records a write committed on its own (files, a sync, an import): its audit entry and its change', async () => {
    await recordCommittedWrite(database.db, { audit: audit('document.test_files'), change });
    expect(heard).toEqual([change]);
    expect((await listAudit(database.db, 10)).map((entry) => entry.action)).toContain('document.test_files');
  });

  it('audits an action that changes no public content without announcing anything', async () => {
    await recordCommittedWrite(database.db, { audit: audit('document.test_sign_in') });
    expect(heard).toEqual([]);
    expect((await listAudit(database.db, 10)).map((entry) => entry.action)).toContain('document.test_sign_in');
  });

  it('announces a change that has no audit entry of its own (a roster sync, a content import)', async () => {
    await recordCommittedWrite(database.db, { change });
    expect(heard).toEqual([change]);
  });
});

describe('documentErrorAnswer', () => {
  const app = new Hono();
  app.get('/:kind', (c) => {
    const kind = c.req.param('kind');
    if (kind === 'stale') throw new StaleRevision({ revision: 7, updatedAt: new Date('2026-11-29T04:00:00Z'), updatedBy: 'marie@example.ca' }, 'Someone else changed this page.');
    if (kind === 'invalid') throw new InvalidBlocks([{ index: 0, block_type: 'cta_block', issues: [] }]);
    if (kind === 'incomplete') throw new InvalidDocument({ 'document.body.fields': ['Add the article’s text before publishing it.'] }, 'Complete the article before publishing it.', 'invalid_article');
    if (kind === 'forbidden') throw new Forbidden('Only an admin can add, change or remove a script block.');
    if (kind === 'missing') throw new NotFound('This variant does not exist.');
    throw new Error('boom');
  });
  app.onError((error, c) => documentErrorAnswer(c, error) ?? c.json({ error: 'internal' }, 500));

  it('answers each refusal with its status, code and facts', async () => {
    const answers = await Promise.all(
      ['stale', 'invalid', 'incomplete', 'forbidden', 'missing', 'other'].map(async (kind) => {
        const res = await app.request(`/${kind}`);
        return [res.status, await res.json()];
      }),
    );
    expect(answers).toEqual([
      [409, { error: 'stale_revision', message: 'Someone else changed this page.', current_revision: 7, updated_at: '2026-11-29T04:00:00.000Z', updated_by: 'marie@example.ca' }],
      [422, { error: 'invalid_blocks', message: '1 block(s) must be fixed before publishing.', blocks: [{ index: 0, block_type: 'cta_block', issues: [] }] }],
      [422, { error: 'invalid_article', message: 'Complete the article before publishing it.', fields: { 'document.body.fields': ['Add the article’s text before publishing it.'] } }],
      [403, { error: 'forbidden', message: 'Only an admin can add, change or remove a script block.' }],
      [404, { error: 'not_found', message: 'This variant does not exist.' }],
      [500, { error: 'internal' }],
    ]);
  });
});
