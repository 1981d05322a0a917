import type { TextPiece } from './extract/text-piece.js';

export interface Chunk {
  index: number;
  /** Offsets into the extracted text (UTF-16 code units), end exclusive. */
  start: number;
  end: number;
  page: number | null;
  text: string;
}

export interface ChunkSizes {
  /** At most this many characters per chunk. */
  size: number;
  /** Characters a chunk repeats from the end of the one before, so a passage cut in two is still found whole. */
  overlap: number;
}

export const DEFAULT_CHUNK_SIZES: ChunkSizes = { size: 1000, overlap: 150 };

const SPACE = /\s/;

/**
 * Cuts streamed text into chunks of at most `size` characters, preferring a cut at white space in
 * the last fifth, each repeating `overlap` characters of the one before. Holds at most about one
 * chunk plus one piece of text at a time. A chunk never spans two pages. Chunks of white space only
 * are left out; leading and trailing white space is trimmed (offsets follow).
 */
export async function* chunkText(pieces: AsyncIterable<TextPiece>, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): AsyncGenerator<Chunk> {
  let buffer = '';
  let bufferStart = 0;
  let page: number | null = null;
  let index = 0;

  const emit = (from: number, to: number): Chunk | null => {
    let a = from;
    let b = to;
    while (a < b && SPACE.test(buffer[a]!)) a++;
    while (b > a && SPACE.test(buffer[b - 1]!)) b--;
    if (a === b) return null;
    return { index: index++, start: bufferStart + a, end: bufferStart + b, page, text: buffer.slice(a, b) };
  };

  function* drain(final: boolean): Generator<Chunk> {
    while (buffer.length > sizes.size || (final && buffer.length > 0)) {
      if (buffer.length <= sizes.size) {
        const chunk = emit(0, buffer.length);
        if (chunk) yield chunk;
        bufferStart += buffer.length;
        buffer = '';
        return;
      }
      const cut = cutPoint(buffer, sizes.size);
      const chunk = emit(0, cut);
      if (chunk) yield chunk;
      const next = Math.max(1, restartPoint(buffer, cut, sizes.overlap));
      bufferStart += next;
      buffer = buffer.slice(next);
    }
  }

  for await (const piece of pieces) {
    if (piece.page !== page) {
      yield* drain(true);
      page = piece.page;
    }
    buffer += piece.text;
    yield* drain(false);
  }
  yield* drain(true);
}

/** Where to end a chunk: the last white space in the last fifth of `size`, else `size` (never inside a surrogate pair). */
function cutPoint(text: string, size: number): number {
  for (let i = size; i > size - Math.floor(size / 5); i--) if (SPACE.test(text[i]!)) return i;
  const code = text.charCodeAt(size - 1);
  return code >= 0xd800 && code <= 0xdbff ? size - 1 : size;
}

/** Where the next chunk starts: `overlap` before the cut, moved forward to a word's start. */
function restartPoint(text: string, cut: number, overlap: number): number {
  if (overlap <= 0) return cut;
  let i = Math.max(1, cut - overlap);
  const limit = cut;
  while (i < limit && !SPACE.test(text[i - 1]!)) i++;
  return i < limit ? i : cut;
}
