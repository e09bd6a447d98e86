/**
 * Addresses in edited content (src/schema/safeUrl.ts) through the CMS API: a directory record, a
 * published page or the site header holding a `javascript:` or `data:` address (a social link, a
 * portrait, a partner's link, a link or image block, a menu link) is refused with 422 and a field
 * message, nothing is stored, and the public content API keeps serving what it served before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBlockSchema } from '../../src/blocks/schemas';
import { headerMegamenuDemo } from '../../src/blocks/chrome/header_megamenu/schema';
import type { Block } from '../../src/schema/block';
import { LINK_URL_MESSAGE, MEDIA_URL_MESSAGE, WEB_URL_MESSAGE } from '../../src/schema/safeUrl';
import { EDITOR, openCmsHarness, type CmsHarness } from './cmsHarness';

let harness: CmsHarness;
let editor: string;

interface InvalidBlocksBody {
  error: string;
  blocks: { area?: string; index: number; block_type: string; issues: { path: (string | number)[]; message: string }[] }[];
}

const json = async <T>(res: Response) => (await res.json()) as T;
const publicPayload = async (path: string) =>
  json<{ header: { fields: Block[] }; content: { fields: Block[] } }>(await harness.call('/api/swc/page', { method: 'POST', body: { path, domain_name: 'localhost' } }));

beforeAll(async () => {
  harness = await openCmsHarness();
  editor = await harness.logIn(EDITOR);
});
afterAll(() => harness.database.dispose());

describe('directory records', () => {
  const member = (patch: Record<string, unknown> = {}) => ({
    kind: 'brokers',
    name: 'Sophie Lavoie',
    slug: 'sophie-lavoie',
    avatar: null,
    title: { fr: 'Courtière immobilière', en: 'Real estate broker' },
    bio: {},
    phone: { display: '450 555-0199', intl: '+14505550199' },
    email: 'sophie@agence.test',
    languages: ['fr'],
    social_links: [],
    office_id: null,
    licence_number: 'H1234',
    designations: {},
    ...patch,
  });
  const create = (collection: string, record: unknown) => harness.call(`/api/cms/directory/${collection}`, { method: 'POST', cookie: editor, body: { record } });
  const count = async (collection: string) => (await json<{ items: unknown[] }>(await harness.call(`/api/cms/directory/${collection}`, { cookie: editor }))).items.length;

  it('refuses a member whose social link is a javascript: or data: address (422, field message) and stores nothing', async () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x']) {
      const res = await create('members', member({ social_links: [{ network: 'linkedin', url }] }));
      expect(res.status, url).toBe(422);
      const body = await json<{ error: string; fields: Record<string, string[]> }>(res);
      expect(body.error).toBe('invalid_record');
      expect(body.fields['record.social_links.0.url']).toEqual([WEB_URL_MESSAGE]);
    }
    const avatar = await create('members', member({ avatar: 'javascript:alert(1)' }));
    expect(avatar.status).toBe(422);
    expect((await json<{ fields: Record<string, string[]> }>(avatar)).fields['record.avatar']).toEqual([MEDIA_URL_MESSAGE]);
    expect(await count('members')).toBe(0);
  });

  it('accepts the same member with a web social link and a media library portrait', async () => {
    const res = await create(
      'members',
      member({ avatar: '/media/0123456789abcdef0123456789abcdef-640.jpg', social_links: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/sophie-lavoie' }] }),
    );
    expect(res.status).toBe(201);
    expect(await count('members')).toBe(1);
  });

  it('refuses a partner whose link or logo is a script address', async () => {
    const partner = (patch: Record<string, unknown>) => ({ name: 'Notaires Rive-Sud', logo: null, description: {}, tags: [], url: { fr: 'https://notaires.example' }, ...patch });
    const badLink = await create('partners', partner({ url: { fr: 'javascript:alert(1)', en: 'https://notaires.example' } }));
    expect(badLink.status).toBe(422);
    expect((await json<{ fields: Record<string, string[]> }>(badLink)).fields['record.url.fr']).toEqual([LINK_URL_MESSAGE]);
    const badLogo = await create('partners', partner({ logo: 'data:image/svg+xml,<svg onload=alert(1)>' }));
    expect(badLogo.status).toBe(422);
    expect(await count('partners')).toBe(0);
    expect((await create('partners', partner({ url: { fr: '/fr/contact', en: 'https://notaires.example' } }))).status).toBe(201);
  });
});

describe('page publish', () => {
  const demoBlock = (type: string): Block => {
    const definition = getBlockSchema(type)!;
    return structuredClone({ block_type: type, block_params: { ...(definition.demo.block_params ?? {}) }, fields: { ...definition.demo.fields } }) as Block;
  };

  it('refuses to publish a link block pointing to javascript: (422 invalid_blocks) and leaves the public page alone', async () => {
    const id = (await harness.pageIds(editor)).home!;
    const before = await publicPayload('/fr');
    const { page } = await json<{ page: { revision: number } }>(await harness.call(`/api/cms/pages/${id}`, { cookie: editor }));
    const cta = demoBlock('cta_block');
    (cta.fields as { cta: { url: Record<string, string> } }).cta.url = { fr: 'javascript:alert(1)', en: '/en/contact' };
    const image = demoBlock('image_text_block');
    (image.fields as { image: { media: Record<string, { url: string }> } }).image.media.fr!.url = 'data:text/html,<script>alert(1)</script>';
    const saved = await harness.call(`/api/cms/pages/${id}/draft`, { method: 'PUT', cookie: editor, body: { revision: page.revision, content: { fields: [demoBlock('cta_block'), cta, image] } } });
    expect(saved.status).toBe(200);
    const { revision } = await json<{ revision: number }>(saved);

    const res = await harness.call(`/api/cms/pages/${id}/publish`, { method: 'POST', cookie: editor, body: { revision } });
    expect(res.status).toBe(422);
    const body = await json<InvalidBlocksBody>(res);
    expect(body.error).toBe('invalid_blocks');
    expect(body.blocks.map((block) => [block.index, block.block_type])).toEqual([
      [1, 'cta_block'],
      [2, 'image_text_block'],
    ]);
    expect(body.blocks[0]!.issues).toEqual([{ path: ['fields', 'cta', 'url', 'fr'], message: LINK_URL_MESSAGE }]);
    expect(body.blocks[1]!.issues).toEqual([{ path: ['fields', 'image', 'media', 'fr', 'url'], message: MEDIA_URL_MESSAGE }]);
    expect(await publicPayload('/fr')).toEqual(before);
  });
});

describe('site header', () => {
  it('refuses a header whose menu link is a javascript: address (422 invalid_blocks, area header)', async () => {
    const current = await json<{ header: { fields: Block[] }; revision: string }>(await harness.call('/api/cms/header', { cookie: editor }));
    const before = await publicPayload('/fr');
    const header = structuredClone({ block_type: 'header_megamenu', block_params: headerMegamenuDemo.block_params, fields: headerMegamenuDemo.fields }) as Block;
    const menu = (header.fields as { menu_repeater: { fields: { menu_link: { url: Record<string, string> } } }[] }).menu_repeater;
    menu[0]!.fields.menu_link.url = { fr: 'javascript:alert(document.cookie)', en: '/en/properties' };

    const res = await harness.call('/api/cms/header', { method: 'PUT', cookie: editor, body: { header: { fields: [header] }, revision: current.revision } });
    expect(res.status).toBe(422);
    const body = await json<InvalidBlocksBody>(res);
    expect(body.error).toBe('invalid_blocks');
    expect(body.blocks[0]).toMatchObject({ area: 'header', block_type: 'header_megamenu' });
    expect(body.blocks[0]!.issues).toContainEqual({ path: ['fields', 'menu_repeater', 0, 'fields', 'menu_link', 'url', 'fr'], message: LINK_URL_MESSAGE });
    expect((await publicPayload('/fr')).header).toEqual(before.header);

    menu[0]!.fields.menu_link.url = { fr: '/fr/proprietes', en: '/en/properties' };
    const fixed = await harness.call('/api/cms/header', { method: 'PUT', cookie: editor, body: { header: { fields: [header] }, revision: current.revision } });
    expect(fixed.status).toBe(200);
  });
});
