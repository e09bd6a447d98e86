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
 * Prepares one block list (`header.fields`, `content.fields`, `footer.fields`).
 * @param warn receives the spec's console warnings (default `console.warn`)
 * @param lookup finds a block type's schema (default blocks/schemas.ts)
 * @returns the renderable blocks, in order; never throws because of block data
 */
export function prepareBlockList(blocks: readonly Block[], warn: WarningSink = console.warn, lookup: SchemaLookup = getBlockSchema): Block[] {
  return blocks.flatMap((block) => {
    const prepared = prepareBlock(block, warn, lookup);
    return prepared ? [prepared] : [];
  });
}

/** A payload whose header, content, footer and footer override are prepared. */
export function preparePayload(payload: PagePayload, warn: WarningSink = console.warn): PagePayload {
  const override = payload.content.override;
  return {
    ...payload,
    header: { ...payload.header, fields: prepareBlockList(payload.header.fields, warn) },
    footer: { ...payload.footer, fields: prepareBlockList(payload.footer.fields, warn) },
    content: {
      ...payload.content,
      fields: prepareBlockList(payload.content.fields, warn),
      ...(override?.footer ? { override: { ...override, footer: { ...override.footer, fields: prepareBlockList(override.footer.fields, warn) } } } : {}),
    },
  };
}

/**
 * Prepares a page or error outcome's payload, collecting the warnings it gives.
 * @param warn also receives each warning (the server logs them)
 */
export function prepareOutcome(outcome: PageOutcomePage | PageOutcomeError, earlier: PageWarning[] = [], warn?: WarningSink): PreparedOutcome {
  const warnings: PageWarning[] = [...earlier];
  const collect: WarningSink = (...args) => {
    warnings.push(args);
    warn?.(...args);
  };
  const payload = outcome.payload ? preparePayload(outcome.payload, collect) : undefined;
  const prepared = outcome.kind === 'page' ? { ...outcome, payload: payload! } : { ...outcome, ...(payload ? { payload } : {}) };
  return warnings.length ? { ...prepared, warnings } : prepared;
}
