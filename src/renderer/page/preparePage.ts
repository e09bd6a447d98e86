/**
 * Blocks made ready to render (spec 000 §3 "Block", §5 colour schemes, §8 console warnings;
 * ARCHITECTURE "The block contract").
 *
 * A page's block lists are checked once, where the schemas are: on the server for every page it
 * renders or hands to the browser (the SSR loader and `POST /api/page-data`), in QA mode for the
 * canvas. Each block becomes `{block_type, block_params, fields}` with its schema's parsed values
 * (defaults applied, rich text sanitised by the `richText` schema), the colour scheme resolved.
 * Data is read generously (blocks/readGenerously.ts): `null` is an absent field, a centre above 1 is
 * in percent, and a field that cannot be read is left out with a warning naming it; an unknown
 * type, a repeater item placed in a list or a block whose required field cannot be read is left
 * out with a console warning. The public renderer then draws blocks without zod or a sanitiser.
 */
import type { z } from 'zod';
import type { PageOutcomeError, PageOutcomePage } from '../../api/pageOutcome';
import type { ChunkAssets } from '../../lib/pageAssets';
import { prepareNestedBlocks } from '../../blocks/nestedBlocks';
import { getBlockSchema } from '../../blocks/schemas';
import { readGenerously, type GenerousRead } from '../../blocks/readGenerously';
import { validateBlock } from '../../blocks/validateBlock';
import type { AnyBlockSchema } from '../../blocks/defineBlockSchema';
import type { Block } from '../../schema/block';
import { deepFreeze } from '../../lib/deepFreeze';
import { weakMemo } from '../../lib/weakMemo';
import { throughJsonMemo, type JsonMemo } from '../../lib/jsonMemo';
import type { PagePayload } from '../../schema/page';
import { resolveColorScheme } from '../theme/colorSchemes';

/** A console warning to give: its arguments (`['Failed to locate block.', 'mystery_block']`). */
export type PageWarning = unknown[];

/** Receives each warning as it is found. */
export type WarningSink = (...args: unknown[]) => void;

type SchemaLookup = (type: string) => AnyBlockSchema | undefined;

/**
 * The same outcome whose block lists are ready to render, with the warnings found on the way and
 * the head files of its blocks (stylesheets, preloads; absent in development).
 */
export type PreparedOutcome = (PageOutcomePage | PageOutcomeError) & { warnings?: PageWarning[]; assets?: ChunkAssets };

/** A block's fields or params: the schema's parse when it had no issue, else read generously. */
function readPart(schema: z.ZodType, raw: unknown, parsed: unknown, issues: readonly unknown[]): GenerousRead {
  return issues.length > 0 ? readGenerously(schema, raw) : { ok: true, value: parsed, dropped: [] };
}

function prepareBlock(block: Block, warn: WarningSink, lookup: SchemaLookup): Block | null {
  const type = block?.block_type;
  const rawParams = { ...((block?.block_params as Record<string, unknown> | undefined) ?? {}) };
  // Unknown colour schemes are warned about and ignored (spec 000 §5), never a reason to skip.
  const scheme = resolveColorScheme(rawParams.color_scheme, warn);
  if (rawParams.color_scheme !== undefined && rawParams.color_scheme !== scheme) delete rawParams.color_scheme;
  const result = typeof type === 'string' ? validateBlock({ ...block, block_params: rawParams }, lookup) : ({ kind: 'unknown', type } as const);
  if (result.kind === 'unknown') {
    warn('Failed to locate block.', type);
    return null;
  }
  if (result.kind === 'item') {
    warn('Item blocks cannot be placed directly in a page.', type);
    return null;
  }
  const fields = readPart(result.definition.fields, block.fields ?? {}, result.fields, result.fieldIssues);
  if (!fields.ok) {
    warn(`Invalid fields for block "${type}"; block skipped.`, result.fieldIssues);
    return null;
  }
  const params = readPart(result.definition.params, rawParams, result.params, result.paramIssues);
  if (!params.ok) {
    warn(`Invalid block_params for block "${type}"; block skipped.`, result.paramIssues);
    return null;
  }
  for (const path of fields.dropped) warn(`Unreadable field "${path.join('.')}" of block "${type}" left out.`);
  for (const path of params.dropped) warn(`Unreadable block_params "${path.join('.')}" of block "${type}" left out.`);
  return { block_type: type, block_params: params.value as Record<string, unknown>, fields: prepareNestedBlocks(result.definition, fields.value, warn, lookup) };
}

/**
 * Blocks prepared before, by the JSON of the block as received (a server keeps one for every
 * render: a published page's blocks, the same from one render to the next, are checked once);
 * see {@link JsonMemo}.
 */
export type PreparedBlockMemo = JsonMemo<Block>;

/**
 * The blocks a memo handed out, by the frozen block received: a payload parsed once and kept
 * (api/pageOutcome.ts, `ParsedPayloadMemo`) hands the same frozen blocks to every render,
 * which then need no JSON key written. Weak on both sides: it lives as long as the memo and the
 * payloads holding those blocks.
 */
const preparedByBlock = weakMemo((_memo: PreparedBlockMemo) => new WeakMap<Block, Block>());


/**
 * A block prepared through `memo`: the one given for the same frozen block before, else the one
 * prepared from the same JSON before, else prepared and kept when it gave no warning
 * ({@link throughJsonMemo}). Either way a kept block is the memo's own, frozen (no copy per render:
 * a render only reads it).
 */
function prepareBlockThrough(memo: PreparedBlockMemo, block: Block, warn: WarningSink): Block | null {
  // A frozen block cannot change: what the memo gave for it before stands.
  const byBlock = block !== null && typeof block === 'object' && Object.isFrozen(block) ? preparedByBlock(memo) : undefined;
  const before = byBlock?.get(block);
  if (before) return before;
  const { value, kept } = throughJsonMemo(memo, block, (received, warned) =>
    prepareBlock(
      received as Block,
      (...args) => {
        warned();
        warn(...args);
      },
      getBlockSchema,
    ),
  );
  if (kept && value) byBlock?.set(block, value);
  return value;
}

/**
 * Prepares one block list (`header.fields`, `content.fields`, `footer.fields`).
 * @param warn receives the spec's console warnings (default `console.warn`)
 * @param lookup finds a block type's schema (default blocks/schemas.ts)
 * @param memo blocks prepared before (only with the default `lookup`); see {@link PreparedBlockMemo}
 * @returns the renderable blocks, in order; never throws because of block data
 */
export function prepareBlockList(blocks: readonly Block[], warn: WarningSink = console.warn, lookup: SchemaLookup = getBlockSchema, memo?: PreparedBlockMemo): Block[] {
  return blocks.flatMap((block) => {
    const prepared = memo && lookup === getBlockSchema ? prepareBlockThrough(memo, block, warn) : prepareBlock(block, warn, lookup);
    return prepared ? [prepared] : [];
  });
}

/**
 * The payloads prepared through a memo, by the frozen payload received: a payload parsed once and
 * kept (api/pageOutcome.ts) gives every render the same prepared payload, frozen, whose identity
 * then keys what is made of it (the island state's JSON, islandStateJson.ts). Only a preparation
 * without warnings is kept (the warnings are given on every render). Weak on both sides.
 */
const preparedByPayload = weakMemo((_memo: PreparedBlockMemo) => new WeakMap<PagePayload, PagePayload>());

/**
 * A payload whose header, content, footer and footer override are prepared.
 * @param memo blocks prepared before, see {@link PreparedBlockMemo}; with it, a frozen payload
 *   prepared before without warnings gives the same prepared payload, frozen
 */
export function preparePayload(payload: PagePayload, warn: WarningSink = console.warn, memo?: PreparedBlockMemo): PagePayload {
  if (!memo || !Object.isFrozen(payload)) return preparePayloadParts(payload, warn, memo);
  const byPayload = preparedByPayload(memo);
  const before = byPayload.get(payload);
  if (before) return before;
  let warned = false;
  const prepared = preparePayloadParts(
    payload,
    (...args) => {
      warned = true;
      warn(...args);
    },
    memo,
  );
  if (!warned) byPayload.set(payload, deepFreeze(prepared));
  return prepared;
}

/** The payload with its four block lists prepared (a new object every call). */
function preparePayloadParts(payload: PagePayload, warn: WarningSink, memo: PreparedBlockMemo | undefined): PagePayload {
  const override = payload.content.override;
  const list = (blocks: readonly Block[]) => prepareBlockList(blocks, warn, getBlockSchema, memo);
  return {
    ...payload,
    header: { ...payload.header, fields: list(payload.header.fields) },
    footer: { ...payload.footer, fields: list(payload.footer.fields) },
    content: {
      ...payload.content,
      fields: list(payload.content.fields),
      ...(override?.footer ? { override: { ...override, footer: { ...override.footer, fields: list(override.footer.fields) } } } : {}),
    },
  };
}

/**
 * Prepares a page or error outcome's payload, collecting the warnings it gives.
 * @param warn also receives each warning (the server logs them)
 * @param memo blocks prepared before, see {@link PreparedBlockMemo}
 */
export function prepareOutcome(outcome: PageOutcomePage | PageOutcomeError, earlier: PageWarning[] = [], warn?: WarningSink, memo?: PreparedBlockMemo): PreparedOutcome {
  const warnings: PageWarning[] = [...earlier];
  const collect: WarningSink = (...args) => {
    warnings.push(args);
    warn?.(...args);
  };
  const payload = outcome.payload ? preparePayload(outcome.payload, collect, memo) : undefined;
  const prepared = outcome.kind === 'page' ? { ...outcome, payload: payload! } : { ...outcome, ...(payload ? { payload } : {}) };
  return warnings.length ? { ...prepared, warnings } : prepared;
}
