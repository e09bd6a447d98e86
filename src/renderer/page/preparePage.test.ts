import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { BlockSchema } from '../../blocks/defineBlockSchema';
import { colorSchemeName, richText } from '../../schema/content';
import { fallbackPayload } from './fallbackPayload';
import type { Block } from '../../schema/block';
import { deepFreeze } from '../../lib/deepFreeze';
import type { PagePayload } from '../../schema/page';
import { prepareBlockList, prepareOutcome, type PreparedBlockMemo } from './preparePage';

const greeting: BlockSchema = {
  type: 'greeting_block',
  family: 'content',
  label: { fr: 'Salutation', en: 'Greeting' },
  fields: z.object({ name: z.string(), size: z.number().default(2), text: richText.optional() }),
  params: z.object({ color_scheme: colorSchemeName.optional() }),
  demo: { fields: { name: 'Julie' } },
};
const item: BlockSchema = { ...greeting, type: 'some_item', item: true };
const articleText: BlockSchema = { ...greeting, type: 'article_text_block', articleBody: true };
const post: BlockSchema = {
  ...greeting,
  type: 'post_block',
  bodyBlocks: 'body',
  fields: z.object({ body: z.array(z.object({ block_type: z.string() }).passthrough()).default([]) }),
};
const lookup = (type: string) => [greeting, item, articleText, post].find((schema) => schema.type === type);

afterEach(() => vi.restoreAllMocks());

describe('prepareBlockList', () => {
  it('gives each block its parsed fields and params (defaults applied) and keeps the order', () => {
    const prepared = prepareBlockList(
      [
        { block_type: 'greeting_block', block_params: { color_scheme: 'inverted' }, fields: { name: 'Julie' } },
        { block_type: 'greeting_block', block_params: {}, fields: { name: 'Marc', size: 3 } },
      ],
      () => {},
      lookup,
    );
    expect(prepared).toEqual([
      { block_type: 'greeting_block', block_params: { color_scheme: 'inverted' }, fields: { name: 'Julie', size: 2 } },
      { block_type: 'greeting_block', block_params: {}, fields: { name: 'Marc', size: 3 } },
    ]);
  });

  it('leaves out an unknown block with the spec warning', () => {
    const warn = vi.fn();
    const prepared = prepareBlockList(
      [
        { block_type: 'mystery_block', block_params: {}, fields: {} },
        { block_type: 'greeting_block', block_params: {}, fields: { name: 'Léa' } },
      ],
      warn,
      lookup,
    );
    expect(warn).toHaveBeenCalledWith('Failed to locate block.', 'mystery_block');
    expect(prepared.map((block) => block.fields.name)).toEqual(['Léa']);
  });

  it('leaves out a block whose fields fail its schema, warning with the zod issues', () => {
    const warn = vi.fn();
    expect(prepareBlockList([{ block_type: 'greeting_block', block_params: {}, fields: { name: 42 } }], warn, lookup)).toEqual([]);
    const [message, issues] = warn.mock.calls[0]!;
    expect(message).toContain('greeting_block');
    expect(issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['name'] })]));
  });

  it('leaves out a repeater item placed directly in a list', () => {
    const warn = vi.fn();
    expect(prepareBlockList([{ block_type: 'some_item', block_params: {}, fields: { name: 'x' } }], warn, lookup)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Item blocks cannot be placed directly in a page.', 'some_item');
  });

  it('ignores an unknown colour scheme with the spec warning and keeps the block', () => {
    const warn = vi.fn();
    const [block] = prepareBlockList([{ block_type: 'greeting_block', block_params: { color_scheme: 'sepia' }, fields: { name: 'Léa' } }], warn, lookup);
    expect(warn).toHaveBeenCalledWith('Color scheme name does not exist !', 'sepia');
    expect(block?.block_params).toEqual({});
  });

  it('sanitises rich text while parsing it', () => {
    const [block] = prepareBlockList(
      [{ block_type: 'greeting_block', block_params: {}, fields: { name: 'Léa', text: { fr: '<p onclick="alert(1)">Bonjour</p><script>alert(2)</script>' } } }],
      () => {},
      lookup,
    );
    expect((block?.fields.text as { fr: string }).fr).toBe('<p>Bonjour</p>');
  });

  it('prepares the article body a block nests, leaving out what is not an article block', () => {
    const warn = vi.fn();
    const [block] = prepareBlockList(
      [
        {
          block_type: 'post_block',
          block_params: {},
          fields: {
            body: [
              { block_type: 'article_text_block', fields: { name: 'a' } },
              { block_type: 'greeting_block', fields: { name: 'b' } },
            ],
          },
        },
      ],
      warn,
      lookup,
    );
    expect(block?.fields.body).toEqual([{ block_type: 'article_text_block', block_params: {}, fields: { name: 'a', size: 2 } }]);
    expect(warn).toHaveBeenCalledWith('Article body: block 1 (greeting_block) skipped');
  });
});

describe('prepareOutcome', () => {
  it('prepares every list of the payload and returns the warnings found on the way', () => {
    const payload = {
      ...fallbackPayload('fr'),
      header: { fields: [{ block_type: 'mystery_block', block_params: {}, fields: {} }] },
      content: { fields: [{ block_type: 'footer_classic', block_params: { color_scheme: 'sepia' }, fields: {} }] },
    };
    const outcome = prepareOutcome({ kind: 'page', status: 200, payload }, [['Ignored metadata.tags']]);
    expect(outcome.kind).toBe('page');
    expect(outcome.payload?.header.fields).toEqual([]);
    expect(outcome.warnings?.[0]).toEqual(['Ignored metadata.tags']);
    expect(outcome.warnings).toEqual(
      expect.arrayContaining([
        ['Failed to locate block.', 'mystery_block'],
        ['Color scheme name does not exist !', 'sepia'],
      ]),
    );
  });
});

describe('prepareOutcome with blocks prepared before', () => {
  const memo = (): PreparedBlockMemo & { size: () => number } => {
    const kept = new Map<string, Block>();
    return { get: (json) => kept.get(json), set: (json, block) => void kept.set(json, block), size: () => kept.size };
  };
  const textBlock = (title: string) => ({
    block_type: 'text_block_1',
    block_params: { color_scheme: 'inverted' },
    fields: { main_title: { fr: title, en: title }, description: { fr: '<p onclick="x()">Bonjour</p>', en: '<p>Hello</p>' } },
  });
  const page = (fields: Block[]) => ({ kind: 'page' as const, status: 200, payload: { ...fallbackPayload('fr'), content: { fields } } });

  it('gives the same blocks as a first preparation, shared between renders and frozen', () => {
    const blocks = memo();
    const plain = prepareOutcome(page([textBlock('Approche')]));
    const first = prepareOutcome(page([textBlock('Approche')]), [], undefined, blocks);
    const second = prepareOutcome(page([textBlock('Approche')]), [], undefined, blocks);
    expect(first.payload?.content.fields).toEqual(plain.payload?.content.fields);
    expect(second.payload?.content.fields).toEqual(plain.payload?.content.fields);
    expect(second.payload?.content.fields[0]?.fields.description).toEqual({ fr: '<p>Bonjour</p>', en: '<p>Hello</p>' });
    expect(second.payload?.content.fields[0]).toBe(first.payload?.content.fields[0]);
    // A render cannot change what the next one is given.
    expect(() => ((second.payload!.content.fields[0]!.fields.main_title as { fr: string }).fr = 'Changé par un rendu')).toThrow(TypeError);
    const third = prepareOutcome(page([textBlock('Approche')]), [], undefined, blocks);
    expect(third.payload?.content.fields[0]?.fields.main_title).toEqual({ fr: 'Approche', en: 'Approche' });
  });

  it('finds a frozen block it prepared before without writing its JSON again (a payload kept parsed)', () => {
    const blocks = memo();
    const lookups = vi.spyOn(blocks, 'get');
    const kept = deepFreeze(textBlock('Approche')) as Block;
    const first = prepareOutcome(page([kept]), [], undefined, blocks);
    const again = prepareOutcome(page([kept]), [], undefined, blocks);
    expect(again.payload?.content.fields[0]).toBe(first.payload?.content.fields[0]);
    expect(again.payload?.content.fields).toEqual(prepareOutcome(page([textBlock('Approche')])).payload?.content.fields);
    expect(lookups).toHaveBeenCalledTimes(1);
    // An equal block that is not frozen is looked up by its JSON, and gets the same block.
    expect(prepareOutcome(page([textBlock('Approche')]), [], undefined, blocks).payload?.content.fields[0]).toBe(first.payload?.content.fields[0]);
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it('prepares an edited block anew: the edit shows at once', () => {
    const blocks = memo();
    prepareOutcome(page([textBlock('Approche')]), [], undefined, blocks);
    const edited = prepareOutcome(page([textBlock('Notre approche')]), [], undefined, blocks);
    expect(edited.payload?.content.fields[0]?.fields.main_title).toEqual({ fr: 'Notre approche', en: 'Notre approche' });
  });

  it('gives a frozen payload prepared without warnings the same prepared payload, frozen, on every render', () => {
    const blocks = memo();
    const kept = deepFreeze(page([textBlock('Approche')]).payload) as PagePayload;
    const first = prepareOutcome({ kind: 'page', status: 200, payload: kept }, [], undefined, blocks);
    const again = prepareOutcome({ kind: 'page', status: 200, payload: kept }, [], undefined, blocks);
    expect(again.payload).toBe(first.payload);
    expect(Object.isFrozen(again.payload)).toBe(true);
    expect(again.payload).toEqual(prepareOutcome(page([textBlock('Approche')])).payload);
    // A payload that is not frozen (one parsed with warnings, never kept) is prepared anew.
    const loose = page([textBlock('Approche')]);
    expect(prepareOutcome(loose, [], undefined, blocks).payload).not.toBe(prepareOutcome(loose, [], undefined, blocks).payload);
  });

  it('prepares a frozen payload whose blocks warn on every render, with its warnings', () => {
    const blocks = memo();
    const kept = deepFreeze(page([{ ...textBlock('Approche'), block_params: { color_scheme: 'sepia' } }]).payload) as PagePayload;
    const warn = vi.fn();
    const first = prepareOutcome({ kind: 'page', status: 200, payload: kept }, [], warn, blocks);
    const again = prepareOutcome({ kind: 'page', status: 200, payload: kept }, [], warn, blocks);
    expect(again.payload).not.toBe(first.payload);
    expect(again.warnings).toEqual([['Color scheme name does not exist !', 'sepia']]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('gives a block’s warnings on every render', () => {
    const blocks = memo();
    const sepia = { ...textBlock('Approche'), block_params: { color_scheme: 'sepia' } };
    const warn = vi.fn();
    prepareOutcome(page([sepia]), [], warn, blocks);
    const again = prepareOutcome(page([sepia]), [], warn, blocks);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(again.warnings).toEqual([['Color scheme name does not exist !', 'sepia']]);
    expect(again.payload?.content.fields).toHaveLength(1);
    expect(blocks.size()).toBe(0);
  });
});
