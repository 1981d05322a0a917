import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chunkText } from '../../src/indexing/chunker.js';
import { docxText, pdfText } from '../../src/indexing/extract/document-text.js';
import type { TextPiece } from '../../src/indexing/extract/text-piece.js';
import { makeDocx, makePdf } from '../helpers/documents.js';
import { match } from '../helpers/match.js';

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('document extraction', () => {
  it('a PDF gives its text page by page, and chunks keep the page', async () => {
    const pdf = await makePdf([
      ['Harbour opening hours', 'Monday to Friday'],
      ['The lighthouse keeper', 'lives on page two'],
    ]);
    const pieces: TextPiece[] = await all(pdfText(Readable.from([pdf])));
    expect(pieces.map((p) => p.page)).toEqual([1, 2]);
    expect(pieces[0]!.text).toContain('Harbour opening hours');
    expect(pieces[1]!.text).toContain('lighthouse keeper');
    const chunks = await all(chunkText(Readable.from(pieces) as AsyncIterable<TextPiece>));
    expect(chunks.find((c) => c.text.includes('lighthouse'))?.page).toBe(2);
  });

  it('a DOCX gives its paragraphs', async () => {
    const docx = await makeDocx(['Minutes of the rowing club.', 'The regatta moves to June.']);
    const text = (await all(docxText(Readable.from([docx])))).map((p) => p.text).join('');
    expect(text).toContain('Minutes of the rowing club.');
    expect(text).toContain('The regatta moves to June.');
  });

  it('a broken PDF or DOCX is unreadable, with the reason', async () => {
    await expect(all(pdfText(Readable.from([Buffer.from('%PDF-1.4 not really a pdf')])))).rejects.toMatchObject({
      status: 'FAILED',
      reason: match.stringMatching(/^unreadable PDF/),
    });
    await expect(all(docxText(Readable.from([Buffer.from('PK not a zip')])))).rejects.toMatchObject({
      status: 'FAILED',
      reason: match.stringMatching(/^unreadable DOCX/),
    });
  });
});
