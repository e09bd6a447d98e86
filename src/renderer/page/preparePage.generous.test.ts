/**
 * Content from an external content API read generously (blocks/readGenerously.ts through
 * preparePage): `null` for an optional field is an absent field, an image centre above 1 is in
 * percent, a field that cannot be read is left out (named once in the log), and a block is skipped
 * only when a required field cannot be read. Checked on the issue's own examples and, property by
 * property, on the demo of every block type.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../blocks/schemas';
import type { Block } from '../../schema/block';
import { prepareBlockList } from './preparePage';

const pageBlocks = blockSchemas.filter((schema) => !schema.item);

/** The prepared blocks and the warnings given while preparing them. */
function prepare(blocks: Block[]) {
  const warnings: unknown[][] = [];
  const prepared = prepareBlockList(blocks, (...args) => warnings.push(args));
  return { prepared, warnings };
}

/** `fields` with `center` put on every image in it (an object holding `media` per language). */
function withCentres(fields: unknown, center: { x: number; y: number }): Record<string, unknown> {
  const copy = structuredClone(fields) as Record<string, unknown>;
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const media = record.media as Record<string, { url?: string } | undefined> | undefined;
    if (media && typeof media === 'object' && (media.fr?.url || media.en?.url)) record.center = { ...center };
    Object.values(record).forEach(visit);
  };
  visit(copy);
  return copy;
}

const ctaFields = (cta: Record<string, unknown>) => ({
  main_title: { fr: 'Combien vaut votre propriété ?', en: 'What is your home worth?' },
  cta: { text: { fr: 'Évaluer', en: 'Evaluate' }, url: { fr: '/fr/contact', en: '/en/contact' }, ...cta },
});

describe('a block from an external content API', () => {
  it('renders a CTA whose optional parts are null, as if they were absent, without a warning', () => {
    const sent = { block_type: 'cta_block', block_params: {}, fields: ctaFields({ format: { type: 'button', bg_color: null, color: null }, icon: null, on_click_action: null }) };
    const { prepared, warnings } = prepare([sent]);
    expect(prepared).toEqual(prepare([{ block_type: 'cta_block', block_params: {}, fields: ctaFields({ format: { type: 'button' } }) }]).prepared);
    expect(warnings).toEqual([]);
  });

  it('reads an image centre in percent', () => {
    const hasImage = (fields: unknown) => JSON.stringify(withCentres(fields, { x: 0.5, y: 0.5 })).includes('"center"');
    const schema = pageBlocks.find((candidate) => !candidate.articleBody && hasImage(candidate.demo.fields))!;
    const block = (center: { x: number; y: number }): Block => ({
      block_type: schema.type,
      block_params: (schema.demo.block_params ?? {}) as Record<string, unknown>,
      fields: withCentres(schema.demo.fields, center),
    });
    const percent = prepare([block({ x: 50, y: 25 })]);
    expect(percent.prepared).toHaveLength(1);
    expect(percent.prepared).toEqual(prepare([block({ x: 0.5, y: 0.25 })]).prepared);
    expect(percent.warnings).toEqual([]);
  });

  it('leaves out a field it cannot read, naming it once, and keeps the block', () => {
    const sent = { block_type: 'cta_block', block_params: {}, fields: { ...ctaFields({}), description: 42 } };
    const { prepared, warnings } = prepare([sent]);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.fields).not.toHaveProperty('description');
    expect(warnings).toEqual([['Unreadable field "description" of block "cta_block" left out.']]);
  });

  it('skips the block when a required field cannot be read', () => {
    const sent = { block_type: 'cta_block', block_params: {}, fields: { ...ctaFields({}), cta: { text: null, url: { fr: '/fr/contact' } } } };
    const { prepared, warnings } = prepare([sent]);
    expect(prepared).toEqual([]);
    expect(warnings[0]?.[0]).toBe('Invalid fields for block "cta_block"; block skipped.');
  });
});

type Path = (string | number)[];

/** The paths of every object key in `value` (not array indexes themselves), parents first. */
function keyPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, [...prefix, index]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...keyPaths(item, [...prefix, key])]);
}

function withAt(value: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    // Inside a value already nulled or left out: nothing left to change.
    if (!parent || typeof parent !== 'object') return copy;
    parent = parent[key] as Record<string | number, unknown>;
  }
  if (parent && typeof parent === 'object') change(parent, path[path.length - 1]!);
  return copy;
}

describe('every block’s demo, read generously', () => {
  for (const schema of pageBlocks) {
    const demo: Block = { block_type: schema.type, block_params: (schema.demo.block_params ?? {}) as Record<string, unknown>, fields: schema.demo.fields as Record<string, unknown> };
    // The keys the block can do without (its schema still reads the demo when they are left out)
    // and whose schema does not take null itself (a nullable field, or free data, keeps its null).
    const optional = keyPaths(demo.fields).filter(
      (path) =>
        schema.fields.safeParse(withAt(demo.fields, path, (parent, key) => delete parent[key])).success &&
        !schema.fields.safeParse(withAt(demo.fields, path, (parent, key) => (parent[key] = null))).success,
    );

    it(`${schema.type}: optional fields sent as null render as if absent, centres in percent as fractions; unknown keys are ignored`, () => {
      const expected = prepare([demo]).prepared;
      expect(expected).toHaveLength(1);
      fc.assert(
        fc.property(
          optional.length > 0 ? fc.subarray(optional, { maxLength: Math.min(4, optional.length) }) : fc.constant([] as Path[]),
          fc.dictionary(fc.stringMatching(/^x_[a-z]{1,8}$/), fc.jsonValue(), { maxKeys: 2 }),
          fc.record({ x: fc.integer({ min: 2, max: 100 }), y: fc.integer({ min: 2, max: 100 }) }),
          (nulled, extra, percent) => {
            let sent: unknown = { ...withCentres(demo.fields, percent), ...extra };
            let absent: unknown = withCentres(demo.fields, { x: percent.x / 100, y: percent.y / 100 });
            for (const path of nulled) {
              sent = withAt(sent, path, (parent, key) => {
                if (key in parent) parent[key] = null;
              });
              absent = withAt(absent, path, (parent, key) => delete parent[key]);
            }
            const read = prepare([{ ...demo, fields: sent as Record<string, unknown> }]);
            const reference = prepare([{ ...demo, fields: absent as Record<string, unknown> }]);
            expect(read.prepared).toEqual(reference.prepared);
            const skipped = (warnings: unknown[][]) => warnings.filter((warning) => String(warning[0]).includes('skipped'));
            expect(skipped(read.warnings)).toEqual(skipped(reference.warnings));
          },
        ),
        { numRuns: 12 },
      );
    });
  }
});
