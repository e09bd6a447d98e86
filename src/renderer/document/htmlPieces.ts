/**
 * A document's HTML as pieces written one after another (server only; the render budget on a
 * page-cache miss). A site page's big parts (its island's HTML, the island's state, the inlined
 * stylesheets) stay the strings or bytes they were made as, and each is encoded once into the
 * answer's bytes: never copied into one string of the whole page. V8 keeps a string built by
 * insertion as a tree of its parts and copies the whole page (a few hundred kB, two bytes a
 * character with French text) when it is next read; a miss did it three times, over a millisecond
 * each on a home page.
 */
import { createHash } from 'node:crypto';
import { weakMemo } from '../../lib/weakMemo';

/**
 * Text, or text already encoded in UTF-8: a piece made once and kept, never changed (the inlined
 * styles, a page's content written once: page/islandStateJson.ts).
 */
export type HtmlPiece = string | Uint8Array;

/** A document's pieces, in order. */
export type HtmlPieces = readonly HtmlPiece[];

/**
 * The pieces with `insert` written right after the first match of one of `anchors` (tried in
 * order, each through every text piece, first to last).
 * @param anchors patterns without the `g` flag (the head's first tags sit in the first piece)
 * @returns the pieces with `insert` placed; unchanged when no anchor matches
 */
export function insertAfter(pieces: HtmlPieces, anchors: readonly RegExp[], insert: HtmlPiece): HtmlPieces {
  for (const anchor of anchors) {
    for (const [index, piece] of pieces.entries()) {
      if (typeof piece !== 'string') continue;
      const match = anchor.exec(piece);
      if (!match) continue;
      const at = match.index + match[0].length;
      return [...pieces.slice(0, index), piece.slice(0, at), insert, piece.slice(at), ...pieces.slice(index + 1)];
    }
  }
  return pieces;
}

/** A document's pieces encoded: their UTF-8 bytes, one after the other, and each piece's length there. */
export interface EncodedHtml {
  bytes: Uint8Array<ArrayBuffer>;
  /** Each piece's length in {@link bytes}, in bytes, in the pieces' order. */
  lengths: readonly number[];
}

/** The pieces' UTF-8 bytes, in one buffer of their own (each text piece encoded right into it), and where each piece sits. */
export function encodeHtml(pieces: HtmlPieces): EncodedHtml {
  const lengths = pieces.map((piece) => (typeof piece === 'string' ? Buffer.byteLength(piece) : piece.byteLength));
  const bytes = Buffer.allocUnsafeSlow(lengths.reduce((sum, length) => sum + length, 0));
  let at = 0;
  for (const [index, piece] of pieces.entries()) {
    if (typeof piece === 'string') bytes.write(piece, at);
    else bytes.set(piece, at);
    at += lengths[index]!;
  }
  return { bytes, lengths };
}

/**
 * The SHA-1 of a kept piece's bytes (20 bytes), made once per piece: a key or an ETag of a
 * document stands for the piece by it, and does not hash the piece's bytes on every render.
 */
export const keptPieceDigest: (piece: Uint8Array) => Buffer = weakMemo((piece: Uint8Array) => createHash('sha1').update(piece).digest());

const decoder = new TextDecoder();

/** The pieces as one string (tests compare whole documents with it). */
export function htmlText(pieces: HtmlPieces): string {
  return pieces.map((piece) => (typeof piece === 'string' ? piece : decoder.decode(piece))).join('');
}
