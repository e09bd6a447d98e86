/**
 * The CMS API's document answers keep the wire contract src/api parses them with
 * (src/schema/cmsAnswers.ts): documents carry exactly the contract's fields, a stale write's 409
 * and a refused publish's 422 parse with their schemas, and the client's readers of those
 * failures get the facts the editor shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CmsApiError, invalidBlocksOf, staleRevisionOf } from '../../src/api/cmsApi';
import {
  cmsArticle,
  cmsArticleSummary,
  cmsDirectoryItem,
  cmsHeader,
  cmsPage,
  settingsResponse,
  cmsPageSummary,
  cmsVariant,
  invalidBlocksAnswer,
  staleRevisionAnswer,
} from '../../src/schema/cmsAnswers';
import { insertOffices } from '../../src/server/db/repositories/directory';
import { ADMIN, EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';
import { FIXTURE } from './fixtures';

let harness: CmsHarness;
let editor: string;
let admin: string;
let homeId: string;

/** The schema with no field left out: an answer field the contract does not name fails. */
const exactly = <T extends z.ZodObject>(schema: T) => z.strictObject(schema.shape);

/** The failure src/api makes of a non-2xx answer. */
async function apiErrorOf(res: Response): Promise<CmsApiError> {
  const body = (await res.json()) as Record<string, unknown>;
  return new CmsApiError(res.status, String(body.error), String(body.message), body);
}

beforeAll(async () => {
  harness = await openCmsHarness();
  editor = await harness.logIn(EDITOR);
  admin = await harness.logIn(ADMIN);
  homeId = (await harness.pageIds(editor)).home;
});
afterAll(async () => {
  await harness.database.dispose();
});

describe('documents', () => {
  it('a page list row and a page are exactly the contract’s page summary and page', async () => {
    const { pages } = await (await harness.call('/api/cms/pages', { cookie: editor })).json();
    for (const row of pages) expect(exactly(cmsPageSummary).safeParse(row).error?.issues).toBeUndefined();
    const { page } = await (await harness.call(`/api/cms/pages/${homeId}`, { cookie: editor })).json();
    expect(exactly(cmsPage).safeParse(page).error?.issues).toBeUndefined();
    expect(cmsPage.parse(page).content.fields.length).toBeGreaterThan(0);
  });

  it('a variant is exactly the contract’s variant, with a numeric revision', async () => {
    const created = await harness.call(`/api/cms/pages/${homeId}/variants`, { method: 'POST', cookie: editor, body: { name: 'Contrat', color: '#224466' } });
    expect(created.status).toBe(201);
    const { variants } = await (await harness.call(`/api/cms/pages/${homeId}/variants`, { cookie: editor })).json();
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      expect(exactly(cmsVariant).safeParse(variant).error?.issues).toBeUndefined();
      expect(Number.isInteger(variant.revision)).toBe(true);
    }
  });

  it('an article list row and an article are exactly the contract’s article summary and article', async () => {
    const created = await harness.call('/api/cms/articles', { method: 'POST', cookie: editor, body: { title: { fr: 'Le contrat' } } });
    expect(created.status).toBe(201);
    const { article: summary } = await created.json();
    expect(exactly(cmsArticleSummary).safeParse(summary).error?.issues).toBeUndefined();
    const { article } = await (await harness.call(`/api/cms/articles/${summary.id}`, { cookie: editor })).json();
    expect(exactly(cmsArticle).safeParse(article).error?.issues).toBeUndefined();
  });
});

describe('the header', () => {
  it('is exactly the contract’s header, with a numeric revision', async () => {
    const answer = await (await harness.call('/api/cms/header', { cookie: editor })).json();
    expect(exactly(cmsHeader).safeParse(answer).error?.issues).toBeUndefined();
  });
});

describe('the general settings', () => {
  it('are exactly the contract’s settings answer, with a numeric revision', async () => {
    const answer = await (await harness.call('/api/cms/settings', { cookie: admin })).json();
    expect(exactly(settingsResponse).safeParse(answer).error?.issues).toBeUndefined();
    expect(Number.isInteger(answer.revision)).toBe(true);
  });
});

describe('directory records', () => {
  it('are exactly the contract’s directory record, with a numeric revision', async () => {
    await insertOffices(harness.database.db, [
      { siteId: FIXTURE.siteId, name: { fr: 'Bureau de Longueuil', en: 'Longueuil office' }, street: {}, city: 'Longueuil', latitude: 45.53, longitude: -73.51 },
    ]);
    const { items } = await (await harness.call('/api/cms/directory/offices', { cookie: editor })).json();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(exactly(cmsDirectoryItem).safeParse(item).error?.issues).toBeUndefined();
  });
});

describe('refusals', () => {
  it('a stale draft save answers the contract’s 409, which the editor reads as who saved which revision', async () => {
    const { page } = await (await harness.call(`/api/cms/pages/${homeId}`, { cookie: editor })).json();
    const first = await harness.call(`/api/cms/pages/${homeId}/draft`, { method: 'PUT', cookie: editor, body: { revision: page.revision, content: page.content } });
    expect(first.status).toBe(200);
    const stale = await harness.call(`/api/cms/pages/${homeId}/draft`, { method: 'PUT', cookie: admin, body: { revision: page.revision, content: page.content } });
    expect(stale.status).toBe(409);
    const error = await apiErrorOf(stale);
    expect(staleRevisionAnswer.parse(error.body)).toMatchObject({ error: 'stale_revision', current_revision: page.revision + 1, updated_by: EDITOR.email });
    expect(staleRevisionOf(error)).toEqual({ currentRevision: page.revision + 1, updatedBy: EDITOR.email, updatedAt: expect.any(String) });
  });

  it('a refused publish answers the contract’s 422, which the editor reads with issue paths as lists', async () => {
    const { page } = await (await harness.call(`/api/cms/pages/${homeId}`, { cookie: editor })).json();
    const fields = [{ block_type: 'text_block_1', block_params: { color_scheme: 'fuchsia' }, fields: {} }];
    const saved = await harness.call(`/api/cms/pages/${homeId}/draft`, { method: 'PUT', cookie: editor, body: { revision: page.revision, content: { fields } } });
    expect(saved.status).toBe(200);
    const refused = await harness.call(`/api/cms/pages/${homeId}/publish`, { method: 'POST', cookie: editor, body: { revision: (await saved.json()).revision } });
    expect(refused.status).toBe(422);
    const error = await apiErrorOf(refused);
    expect(invalidBlocksAnswer.parse(error.body).blocks).toHaveLength(1);
    const [block] = invalidBlocksOf(error)!;
    expect(block).toMatchObject({ index: 0, block_type: 'text_block_1' });
    expect(block.issues.every((issue) => Array.isArray(issue.path) && issue.message.length > 0)).toBe(true);
  });

  it('any other failure is neither a stale revision nor refused blocks', () => {
    const inUse = new CmsApiError(409, 'in_use', 'This image is used in 1 document.', { error: 'in_use', usage_count: 1 });
    expect(staleRevisionOf(inUse)).toBeNull();
    expect(invalidBlocksOf(inUse)).toBeNull();
  });
});
