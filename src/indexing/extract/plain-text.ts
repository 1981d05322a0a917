import type { Readable } from 'node:stream';
import { NotIndexable, type TextPiece } from './text-piece.js';

/**
 * Decodes UTF-8 as it streams (a character split between two reads is kept for the next), so a
 * 100 MB file is never held whole. A NUL among the first bytes means binary content, not text.
 */
export async function* decodeUtf8(content: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let first = true;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    if (first && chunk.subarray(0, 8192).includes(0)) throw new NotIndexable('SKIPPED', 'binary content (NUL bytes): not text');
    first = false;
    const text = decoder.decode(chunk, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** text/*, Markdown, CSV, JSON: the text as it is, so offsets point into the file itself. */
export async function* plainText(content: Readable): AsyncGenerator<TextPiece> {
  for await (const text of decodeUtf8(content)) yield { text, page: null };
}
