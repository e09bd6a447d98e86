/**
 * The island's state as the server writes it into the page (server only; the render budget on a
 * page-cache miss): JSON for a `<script type="application/json">` (`<` escaped: the HTML parser
 * stops at `</script`), in pieces written one after the other, never joined.
 *
 * What every render of a page hands over as the same object (a message chunk; a payload the
 * parsed-payload memo froze and preparePage.ts prepared once) is written and encoded to UTF-8 once,
 * and its bytes are the piece: a miss neither writes nor encodes the page's content again, and
 * the cache of block HTML and the ETag hash their digest (document/htmlPieces.ts
 * `keptPieceDigest`) instead of their bytes.
 */
import { scriptJson } from '../../lib/scriptJson';
import { weakMemo } from '../../lib/weakMemo';
import type { HtmlPiece, HtmlPieces } from '../document/htmlPieces';
import type { MessageCatalog } from '../i18n/messageCatalogs';
import type { RenderableOutcome } from './loadPage';
import type { PageIslandState } from './PageIsland';

const encoder = new TextEncoder();

/** `value`'s JSON in UTF-8, written once (`value` is handed to every render as it is, never changed: a frozen payload, a message chunk). */
const keptJsonOf = weakMemo((value: object): Uint8Array => encoder.encode(scriptJson(value)));

/** `value`'s members as JSON members after others (`,"a":1,"b":2`; `''` when none; undefined ones left out). */
function membersOf(value: object): string {
  const json = scriptJson(value);
  return json === '{}' ? '' : `,${json.slice(1, -1)}`;
}

/** An outcome's JSON: a frozen payload's member as its kept bytes, the rest written now. */
function outcomePieces(outcome: RenderableOutcome): HtmlPiece[] {
  const payload = outcome.payload;
  if (!payload || !Object.isFrozen(payload)) return [scriptJson(outcome)];
  return ['{"payload":', keptJsonOf(payload), `${membersOf({ ...outcome, payload: undefined })}}`];
}

/** The messages' member and the state's closing brace: each chunk's kept bytes, its name before it. */
function messagesPieces(messages: Record<string, MessageCatalog>): HtmlPiece[] {
  const pieces: HtmlPiece[] = [',"messages":{'];
  for (const [index, [name, chunk]] of Object.entries(messages).entries()) pieces.push(`${index === 0 ? '' : ','}${scriptJson(name)}:`, keptJsonOf(chunk));
  pieces.push('}}');
  return pieces;
}

/**
 * The island's state as JSON, and the same without its query string (what the page's blocks may
 * read besides their data: the server's cache of block HTML keys on it). The query is written
 * first, then the outcome, the other members, and the messages last.
 * @returns `json` and `withoutQuery` in pieces: text, or the UTF-8 bytes of a part written once
 *   and kept (never to be changed)
 */
export function islandStateJson(state: PageIslandState): { json: HtmlPieces; withoutQuery: HtmlPieces } {
  const { searchStr, messages, outcome, ...rest } = state;
  const afterQuery = [...outcomePieces(outcome), membersOf(rest), ...messagesPieces(messages)];
  return {
    json: [`{"searchStr":${scriptJson(searchStr)},"outcome":`, ...afterQuery],
    withoutQuery: ['{"outcome":', ...afterQuery],
  };
}
