/**
 * The spec's registered block types against the block library (spec 001 §3 "Registered block types
 * (available on pages)", copied in ./testing/specRegisteredBlockTypes.ts): fails when a registered
 * type has no definition, no valid demo content, or (for a page block) is not offered by the
 * editor's "Add a block".
 */
import { describe, expect, it } from 'vitest';
import { getBlockDefinition } from '../../blocks/registry';
import { getBlockSchema } from '../../blocks/schemas';
import { demoBlock } from '../store/actions/demoBlock';
import { searchBlocks } from './BlockLibrary';
import { SPEC_GROUPED_TYPES, SPEC_REGISTERED_TYPES_SOURCE, specRegisteredEntries, specRegisteredTypes } from './testing/specRegisteredBlockTypes';

/** Spec page blocks the server composes itself, never offered by "Add a block", and why. */
const COMPOSED_BY_THE_SERVER: Record<string, string> = {
  blog_post_block: 'the blog’s article pages compose it from the article, which is written in the article editor',
};

const types = specRegisteredTypes();

/** Every `block_type` found anywhere in a value (repeater entries of demo content). */
function nestedTypes(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((entry) => nestedTypes(entry, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.block_type === 'string') found.add(record.block_type);
    Object.values(record).forEach((entry) => nestedTypes(entry, found));
  }
  return found;
}

describe(`registered block types (${SPEC_REGISTERED_TYPES_SOURCE})`, () => {
  it('reads every entry of the spec’s list as a block type or a spelled-out group', () => {
    const entries = specRegisteredEntries();
    expect(entries.length).toBeGreaterThan(60);
    const unread = entries.filter((entry) => !/^[a-z0-9_]+$/.test(entry) && !SPEC_GROUPED_TYPES[entry]);
    expect(unread).toEqual([]);
    expect(new Set(specRegisteredTypes()).size).toBe(specRegisteredTypes().length);
  });

  it('has a definition for every registered type: schema, component and valid demo content', () => {
    const problems: string[] = [];
    for (const type of types) {
      const schema = getBlockSchema(type);
      if (!schema) {
        problems.push(`${type}: no schema in src/blocks/schemas.ts`);
        continue;
      }
      if (!schema.fields.safeParse(schema.demo.fields).success) problems.push(`${type}: demo fields do not validate`);
      if (!schema.params.safeParse(schema.demo.block_params ?? {}).success) problems.push(`${type}: demo params do not validate`);
      const definition = getBlockDefinition(type);
      if (!definition) problems.push(`${type}: not in src/blocks/registry.ts`);
      else if (!schema.item && !definition.component) problems.push(`${type}: no component`);
    }
    expect(problems).toEqual([]);
  });

  it('offers every registered page block in "Add a block", inserting its demo content', () => {
    const offered = new Set(searchBlocks('', 'page').flatMap(([, definitions]) => definitions.map((definition) => definition.type)));
    const pageBlocks = types.filter((type) => getBlockSchema(type) && !getBlockSchema(type)!.item);
    const missing = pageBlocks.filter((type) => !offered.has(type) && !COMPOSED_BY_THE_SERVER[type]);
    expect(missing).toEqual([]);
    for (const type of pageBlocks.filter((t) => offered.has(t))) {
      const block = demoBlock(type);
      expect(getBlockSchema(type)!.fields.safeParse(block.fields).success, type).toBe(true);
    }
    // The server-composed ones are really kept out of the library (and are still spec types).
    for (const type of Object.keys(COMPOSED_BY_THE_SERVER)) {
      expect(types).toContain(type);
      expect(offered.has(type)).toBe(false);
    }
  });

  it('shows every registered item type in the demo content of a block the library offers', () => {
    const offeredDemos = searchBlocks('', 'page').flatMap(([, definitions]) => definitions.map((definition) => demoBlock(definition.type)));
    const inDemos = nestedTypes(offeredDemos);
    const items = types.filter((type) => getBlockSchema(type)?.item);
    expect(items.length).toBeGreaterThan(5);
    expect(items.filter((type) => !inDemos.has(type))).toEqual([]);
  });
});
