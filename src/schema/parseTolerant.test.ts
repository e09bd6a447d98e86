import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatPath, parseTolerant, type TolerantDrop } from './parseTolerant';

const envelope = z.object({ block_type: z.string().min(1), fields: z.record(z.string(), z.unknown()).default({}) });
const schema = z.object({
  id: z.string(),
  label: z.string().optional(),
  flags: z.object({ on: z.boolean().default(false), size: z.number().default(1) }).default({ on: false, size: 1 }),
  settings: z.object({ mode: z.enum(['a', 'b']).default('a'), note: z.string().optional() }),
  item: z.object({ name: z.string(), color: z.string() }).nullable().default(null),
  tags: z.array(z.object({ key: z.string(), value: z.string() })).default([]),
  attributes: z.record(z.string(), z.string()).default({}),
  blocks: z.array(envelope),
  envelope: z.object({ blocks: z.array(envelope) }),
  override: z
    .object({ title: z.string().optional(), footer: z.object({ blocks: z.array(envelope) }).optional() })
    .strict()
    .optional(),
});

const valid = {
  id: 'x',
  label: 'Label',
  flags: { on: true, size: 3 },
  settings: { mode: 'b', note: 'n' },
  item: { name: 'n', color: '#fff' },
  tags: [{ key: 'k', value: 'v' }],
  attributes: { a: 'b' },
  blocks: [{ block_type: 'text', fields: {} }],
  envelope: { blocks: [] },
};

function run(data: unknown) {
  const drops: TolerantDrop[] = [];
  const result = parseTolerant(schema, data, (drop) => drops.push(drop));
  return { result, drops, messages: drops.map((d) => d.message) };
}

describe('parseTolerant', () => {
  it('returns a valid payload unchanged and reports nothing', () => {
    const { result, drops } = run(valid);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject(valid);
    expect(drops).toEqual([]);
  });

  it('drops optional and defaulted parts of the wrong shape, one warning per path, defaults applied', () => {
    const data = { ...valid, label: 5, flags: null, item: { name: 3, color: 'red' }, tags: {}, attributes: [] };
    const { result, messages } = run(data);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ id: 'x', flags: { on: false, size: 1 }, item: null, tags: [], attributes: {} });
    expect(result.data).not.toHaveProperty('label');
    expect(messages).toEqual([
      'Ignored label: expected string, received number',
      'Ignored flags: expected object, received null',
      'Ignored item: name: expected string, received number',
      'Ignored tags: expected array, received object',
      'Ignored attributes: expected record, received array',
    ]);
    // The caller's data is left as it was.
    expect(data.flags).toBeNull();
  });

  it('drops the nearest optional part: a defaulted field inside a defaulted map keeps its siblings', () => {
    const { result, messages } = run({ ...valid, flags: { on: 'yes', size: 7 } });
    expect(result.data?.flags).toEqual({ on: false, size: 7 });
    expect(messages).toEqual(['Ignored flags.on: expected boolean, received string']);
  });

  it('resets a required map whose fields are all optional to {} when it has the wrong shape', () => {
    const { result, messages } = run({ ...valid, settings: [] });
    expect(result.data?.settings).toEqual({ mode: 'a' });
    expect(messages).toEqual(['Ignored settings: expected object, received array']);
    expect(run({ ...valid, settings: { mode: 'z', note: 'kept' } }).result.data?.settings).toEqual({ mode: 'a', note: 'kept' });
  });

  it('removes a malformed element from a list, and a malformed entry from a record', () => {
    const { result, messages } = run({
      ...valid,
      blocks: [{ block_type: 'a' }, { block_type: 5 }, null, { block_type: 'd' }],
      tags: [{ key: 'k' }, { key: 'k2', value: 'v2' }],
      attributes: { a: 'b', c: 3 },
    });
    expect(result.data?.blocks.map((b) => b.block_type)).toEqual(['a', 'd']);
    expect(result.data?.tags).toEqual([{ key: 'k2', value: 'v2' }]);
    expect(result.data?.attributes).toEqual({ a: 'b' });
    expect(messages).toEqual([
      'Ignored tags[0]: value: expected string, received undefined',
      'Ignored attributes.c: expected string, received number',
      'Ignored blocks[1]: block_type: expected string, received number',
      'Ignored blocks[2]: expected object, received null',
    ]);
  });

  it('works inside an optional strict object: unknown keys and bad parts are dropped, the rest kept', () => {
    const { result, messages } = run({
      ...valid,
      override: { title: 'T', footer: { blocks: [{ block_type: 'f' }, { nope: 1 }] }, extra: true },
    });
    expect(result.success).toBe(true);
    expect(result.data?.override).toEqual({ title: 'T', footer: { blocks: [{ block_type: 'f', fields: {} }] } });
    expect(messages).toEqual(['Ignored override.extra: unrecognized key', 'Ignored override.footer.blocks[1]: block_type: expected string, received undefined']);
    expect(run({ ...valid, override: { footer: { blocks: null } } }).result.data?.override).toEqual({});
  });

  it('fails, reporting nothing, when a required part is wrong', () => {
    for (const data of [
      null,
      [],
      { ...valid, id: 5 },
      { ...valid, blocks: {} },
      { ...valid, envelope: null },
      { ...valid, envelope: { blocks: 'x' } },
      { ...valid, label: 5, id: undefined },
    ]) {
      const { result, drops } = run(data);
      expect(result.success).toBe(false);
      expect(drops).toEqual([]);
    }
  });

  it('retries after a drop (checks that run once the shape is right), within the allowed rounds', () => {
    // A whole-object check fails on the root: nothing optional above it, so the parse fails.
    const checked = z.object({ a: z.object({ b: z.string() }).optional() }).refine((v) => v.a !== undefined);
    expect(parseTolerant(checked, { a: { b: 1 } }).success).toBe(false);
    const nested = z.object({ list: z.array(z.object({ v: z.number() }).refine((x) => x.v > 0)).default([]) });
    expect(parseTolerant(nested, { list: [{ v: -1 }, { v: 2 }] }).data).toEqual({ list: [{ v: 2 }] });
    expect(parseTolerant(nested, { list: [{ v: -1 }] }, undefined, { maxRounds: 0 }).success).toBe(false);
  });

  it('formats paths with dots and indices', () => {
    expect(formatPath(['content', 'fields', 2, 'block_type'])).toBe('content.fields[2].block_type');
    expect(formatPath([])).toBe('(root)');
  });
});
