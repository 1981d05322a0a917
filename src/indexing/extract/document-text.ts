import type { Readable } from 'node:stream';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { NotIndexable, type TextPiece } from './text-piece.js';

/** PDF and DOCX are read whole (their formats put the index at the end), so their size is bounded by the caller. */
async function readAll(content: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of content as AsyncIterable<Buffer>) parts.push(chunk);
  return Buffer.concat(parts);
}

function unreadable(format: string, error: unknown): NotIndexable {
  return new NotIndexable('FAILED', `unreadable ${format}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500));
}

/** A PDF's text page by page (unpdf, PDF.js), each piece carrying its page number. */
export async function* pdfText(content: Readable): AsyncGenerator<TextPiece> {
  const bytes = await readAll(content);
  let pages: string[];
  try {
    // verbosity 0: PDF.js would print its repair warnings to the console.
    const pdf = await getDocumentProxy(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { verbosity: 0 });
    try {
      pages = (await extractText(pdf, { mergePages: false })).text;
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    throw unreadable('PDF', error);
  }
  for (const [i, text] of pages.entries()) {
    // Pages are cut apart: a chunk never spans two, so its page number is exact.
    yield { text: i === pages.length - 1 ? text : `${text}\n`, page: i + 1 };
  }
}

/** A Word document's text (mammoth), paragraphs separated by a blank line. */
export async function* docxText(content: Readable): AsyncGenerator<TextPiece> {
  const buffer = await readAll(content);
  let text: string;
  try {
    text = (await mammoth.extractRawText({ buffer })).value;
  } catch (error) {
    throw unreadable('DOCX', error);
  }
  yield { text, page: null };
}
