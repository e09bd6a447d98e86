/**
 * A document's HTML as pieces written one after another (server only; the render budget on a
 * page-cache miss). A site page's big parts (its island's HTML, the island's state, the inlined
 * stylesheets) stay the strings or bytes they were made as, and each is encoded once into the
 * answer's bytes: never copied into one string of the whole page. V8 keeps a string built by
 * insertion as a tree of its parts and copies the whole page (a few hundred kB, two bytes a
 * character with French text) when it is next read; a miss did it three times, over a millisecond
 * each on a home page.
 */

/** Text, or text already encoded in UTF-8 (a piece made once and kept, as the inlined styles). */
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

/** The pieces' UTF-8 bytes, in one buffer of their own (each text piece encoded right into it). */
export function htmlBytes(pieces: HtmlPieces): Uint8Array<ArrayBuffer> {
  const lengths = pieces.map((piece) => (typeof piece === 'string' ? Buffer.byteLength(piece) : piece.byteLength));
  const bytes = Buffer.allocUnsafeSlow(lengths.reduce((sum, length) => sum + length, 0));
  let at = 0;
  for (const [index, piece] of pieces.entries()) {
    if (typeof piece === 'string') bytes.write(piece, at);
    else bytes.set(piece, at);
    at += lengths[index]!;
  }
  return bytes;
}

const decoder = new TextDecoder();

/** The pieces as one string (tests compare whole documents with it). */
export function htmlText(pieces: HtmlPieces): string {
  return pieces.map((piece) => (typeof piece === 'string' ? piece : decoder.decode(piece))).join('');
}
