import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { encodeHtml, htmlText, insertAfter, keptPieceDigest } from './htmlPieces';

const encoded = new TextEncoder().encode('<style>p{margin:0}</style>');

describe('a document in pieces', () => {
  it('encodes its pieces, text and bytes, into the UTF-8 of the whole document', () => {
    const pieces = ['<head><meta charSet="utf-8"/>', encoded, '</head><p>Évaluation — 425 000 $</p>'];
    expect(new TextDecoder().decode(encodeHtml(pieces).bytes)).toBe('<head><meta charSet="utf-8"/><style>p{margin:0}</style></head><p>Évaluation — 425 000 $</p>');
    expect(htmlText(pieces)).toBe(new TextDecoder().decode(encodeHtml(pieces).bytes));
    expect(encodeHtml([]).bytes).toHaveLength(0);
  });

  it('inserts after the first anchor found, trying the anchors in order through every text piece', () => {
    const pieces = ['<html><head>', encoded, '<meta name="viewport" content="width=device-width"/></head><body><meta name="viewport"/></body>'];
    const viewport = /<meta name="viewport"[^>]*>/;
    expect(htmlText(insertAfter(pieces, [viewport, /<head>/], '<link rel="preload"/>'))).toBe(
      '<html><head><style>p{margin:0}</style><meta name="viewport" content="width=device-width"/><link rel="preload"/></head><body><meta name="viewport"/></body>',
    );
    expect(htmlText(insertAfter(['<head></head>'], [viewport, /<head>/], 'X'))).toBe('<head>X</head>');
    const none = ['<p>Fragment</p>'];
    expect(insertAfter(none, [viewport], 'X')).toBe(none);
  });

  it('gives a kept piece the SHA-1 of its bytes, the same digest every time it is asked', () => {
    const digest = keptPieceDigest(encoded);
    expect(digest.toString('hex')).toBe(createHash('sha1').update('<style>p{margin:0}</style>').digest('hex'));
    expect(keptPieceDigest(encoded)).toBe(digest);
  });
});
