import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { agencySite } from '../server/seed/agencySite';
import { seedArticles } from '../server/seed/blog/articles';
import { seedArticleBody } from '../server/seed/blog/seedBlog';
import { brokerSite } from '../server/seed/brokerSite';
import { blockSchemas } from './schemas';
import { unknownKeys } from './unknownKeys';
import { unknownBlockKeys } from './validateBlock';

const SCRIPT = { block_type: 'script_block', block_params: {}, fields: { code: { fr: '<script>alert(1)</script>' } } };

describe('unknownKeys', () => {
  it('finds the keys a stripping schema would drop, through wrappers, arrays, records and unions', () => {
    const schema = z.object({
      title: z.string().optional().default(''),
      items: z.array(z.object({ n: z.number() })),
      labels: z.record(z.string(), z.object({ text: z.string() })),
      either: z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]).optional(),
      loose: z.looseObject({ x: z.number() }),
      strict: z.strictObject({ y: z.number() }),
    });
    const value = {
      title: 't',
      extra: 1,
      items: [{ n: 1 }, { n: 2, sneaky: SCRIPT }],
      labels: { fr: { text: 'a', more: true } },
      either: { b: 1, c: 2 },
      loose: { x: 1, anything: 2 },
      strict: { y: 1, z: 2 },
    };
    expect(unknownKeys(schema, value)).toEqual([['extra'], ['items', 1, 'sneaky'], ['labels', 'fr', 'more'], ['either', 'c'], ['strict', 'z']]);
    expect(unknownKeys(schema, { title: 't', items: [], labels: {}, loose: { x: 1 }, strict: { y: 1 } })).toEqual([]);
  });
});

describe('unknownBlockKeys', () => {
  it('finds nothing in the demo of any block', () => {
    for (const schema of blockSchemas) {
      const block = { block_type: schema.type, block_params: schema.demo.block_params ?? {}, fields: schema.demo.fields };
      expect(unknownBlockKeys(block), schema.type).toEqual([]);
    }
  });

  it('finds nothing in the seeded pages, variants, headers, footers and article bodies', () => {
    const blocks = [agencySite, brokerSite].flatMap((seed) => [
      ...seed.site.header.fields,
      ...seed.site.footer.fields,
      ...seed.pages.flatMap((page) => [page.content, ...(page.variants ?? []).map((variant) => variant.content)]).flatMap((content) => [
        ...((content as { fields?: unknown[] }).fields ?? []),
        ...((content as { override?: { footer?: { fields?: unknown[] } } }).override?.footer?.fields ?? []),
      ]),
    ]);
    const bodies = seedArticles.flatMap((article) => seedArticleBody(article));
    expect(bodies.length).toBeGreaterThan(10);
    expect(blocks.length).toBeGreaterThan(50);
    for (const block of [...blocks, ...bodies]) expect(unknownBlockKeys(block), JSON.stringify(block).slice(0, 120)).toEqual([]);
  });

  it('names a script block hidden in a text block’s fields or params, and keys beside the envelope', () => {
    const text = blockSchemas.find((schema) => schema.articleBody)!;
    const block = {
      block_type: text.type,
      block_params: { ...(text.demo.block_params ?? {}), extra: SCRIPT },
      fields: { ...text.demo.fields, nested: SCRIPT, fields: [SCRIPT] },
      sneaky: 1,
    };
    expect(unknownBlockKeys(block).map((issue) => issue.path.join('.')).sort()).toEqual(['block_params.extra', 'fields.fields', 'fields.nested', 'sneaky']);
  });
});
