import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chunkText } from '../../src/indexing/chunker.js';
import { extractorFor } from '../../src/indexing/extract/extractors.js';
import { htmlText } from '../../src/indexing/extract/html-text.js';
import { plainText } from '../../src/indexing/extract/plain-text.js';
import type { TextPiece } from '../../src/indexing/extract/text-piece.js';
import { fts5Match, keywordQueries, queryWords, tsqueryAny } from '../../src/indexing/query-words.js';
import { RRF_K, fuseRankings } from '../../src/indexing/rank-fusion.js';

async function* pieces(...items: TextPiece[]): AsyncGenerator<TextPiece> {
  yield* items;
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('chunking', () => {
  it('cuts long text into bounded chunks whose offsets point at their text, with overlap', async () => {
    const text = words(2000);
    // Fed in awkward pieces, as a stream delivers it.
    const feed = [text.slice(0, 7), text.slice(7, 5000), text.slice(5000)].map((t) => ({ text: t, page: null }));
    const chunks = await all(chunkText(pieces(...feed), { size: 300, overlap: 50 }));
    expect(chunks.length).toBeGreaterThan(40);
    chunks.forEach((c, i) => {
      expect(c.index).toBe(i);
      expect(c.text.length).toBeLessThanOrEqual(300);
      expect(text.slice(c.start, c.end)).toBe(c.text);
      // Cut at white space: no word is split at a chunk's end.
      expect(c.text).toMatch(/^word\d+( word\d+)*$/);
    });
    for (let i = 1; i < chunks.length; i++) {
      expect(chunks[i]!.start, 'overlaps the one before').toBeLessThan(chunks[i - 1]!.end);
      expect(chunks[i]!.start).toBeGreaterThan(chunks[i - 1]!.start);
    }
    expect(chunks.at(-1)!.end).toBe(text.length);
  });

  it('never lets a chunk span two pages, and keeps each page number', async () => {
    const chunks = await all(
      chunkText(pieces({ text: 'first page text\n', page: 1 }, { text: 'second page', page: 2 }), { size: 1000, overlap: 100 }),
    );
    expect(chunks.map((c) => [c.page, c.text])).toEqual([
      [1, 'first page text'],
      [2, 'second page'],
    ]);
    expect(chunks[1]!.start).toBe('first page text\n'.length);
  });

  it('leaves out white space, and cuts a text without spaces at the size', async () => {
    expect(await all(chunkText(pieces({ text: ' \n\t  ', page: null })))).toEqual([]);
    const chunks = await all(chunkText(pieces({ text: 'x'.repeat(250), page: null }), { size: 100, overlap: 0 }));
    expect(chunks.map((c) => c.text.length)).toEqual([100, 100, 50]);
  });

  it('streams a 100 MB text file through extraction and chunking in bounded memory', async () => {
    const line = 'The quick brown fox jumps over the lazy dog; lorem ipsum dolor sit amet. ';
    const block = Buffer.from(line.repeat(Math.ceil(65536 / line.length)));
    const blocks = Math.ceil((100 * 2 ** 20) / block.length);
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < blocks; i++) yield block;
      })(),
    );
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let count = 0;
    let characters = 0;
    for await (const chunk of chunkText(plainText(source))) {
      count++;
      characters = chunk.end;
      if (count % 5000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(characters).toBeGreaterThan(100 * 2 ** 20 - line.length);
    expect(count).toBeGreaterThan(100_000);
    // Holding the text would take 200 MB of heap (UTF-16); streaming holds a few chunks at a time.
    expect(peak - before).toBeLessThan(64 * 2 ** 20);
  }, 120_000);
});

describe('extraction', () => {
  it('HTML gives the visible text: no script, style or markup; entities decoded; blocks on lines of their own', async () => {
    const html =
      '<html><head><title>Ferry times</title><style>p{color:red}</style><script>var secret = 1;</script></head>' +
      '<body><h1>Timetable</h1><p>Boats leave at <b>nine</b> &amp; noon.</p><noscript>enable js</noscript><div>Last boat</div></body></html>';
    const text = (await all(htmlText(Readable.from([Buffer.from(html.slice(0, 40)), Buffer.from(html.slice(40))]))))
      .map((p) => p.text)
      .join('');
    expect(text).toContain('Ferry times');
    expect(text).toContain('Boats leave at nine & noon.');
    expect(text).toMatch(/Timetable\s*\n/);
    for (const hidden of ['secret', 'color:red', 'enable js', '<b>']) expect(text).not.toContain(hidden);
  });

  it('decodes UTF-8 split across reads, and refuses binary content', async () => {
    const bytes = Buffer.from('naïve café ☕ end');
    const parts = [bytes.subarray(0, 3), bytes.subarray(3, 13), bytes.subarray(13)];
    expect((await all(plainText(Readable.from(parts)))).map((p) => p.text).join('')).toBe('naïve café ☕ end');
    await expect(all(plainText(Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1])])))).rejects.toThrow(/binary/);
  });

  it('chooses an extractor by content type; other types are not supported', () => {
    for (const type of ['text/plain', 'text/markdown', 'text/csv', 'application/json', 'text/plain; charset=utf-8']) {
      expect(extractorFor(type)?.reads, type).toBe('stream');
    }
    expect(extractorFor('text/html')?.extract).toBe(htmlText);
    expect(extractorFor('application/pdf')?.reads).toBe('whole');
    expect(extractorFor('application/vnd.openxmlformats-officedocument.wordprocessingml.document')?.reads).toBe('whole');
    for (const type of ['image/png', 'application/octet-stream', 'application/zip', null]) expect(extractorFor(type)).toBeNull();
  });
});

describe('query words', () => {
  it('keeps words only, so no user text is a full-text operator', () => {
    expect(queryWords('"Boats" AND (noon* OR title:x) -NEAR/2 café_ünïcode 42')).toEqual([
      'boats',
      'and',
      'noon',
      'or',
      'title',
      'x',
      'near',
      '2',
      'café',
      'ünïcode',
      '42',
    ]);
    expect(queryWords('?!* ()')).toEqual([]);
    expect(fts5Match(['ferries', 'noon'])).toBe('"ferries" OR "noon"');
    expect(tsqueryAny(['a', 'b'])).toBe('a | b');
  });

  it('leaves English stop words out of the FTS5 query, as PostgreSQL does', () => {
    expect(fts5Match(queryWords('How do I delete a directory and everything in it?'))).toBe('"delete" OR "directory" OR "everything"');
    expect(fts5Match(queryWords('what is it'))).toBeNull();
  });

  it('asks for all the words first, then any of them; one query for a single word', () => {
    expect(keywordQueries(queryWords('How do I delete a directory?'))).toEqual([
      { fts5: '"delete" AND "directory"', tsquery: 'how & do & i & delete & a & directory' },
      { fts5: '"delete" OR "directory"', tsquery: 'how | do | i | delete | a | directory' },
    ]);
    expect(keywordQueries(queryWords('the ferries'))).toEqual([{ fts5: '"ferries"', tsquery: 'the | ferries' }]);
  });

  it('keeps at most 64 distinct words', () => {
    expect(queryWords(words(100)).length).toBe(64);
    expect(queryWords('a a A a')).toEqual(['a']);
  });
});

describe('reciprocal rank fusion', () => {
  it('ranks what both lists rank high first, scores in 0..1, first in both is 1', () => {
    const fused = fuseRankings([
      ['a', 'b', 'c'],
      ['a', 'c', 'd'],
    ]);
    expect(fused.map((f) => f.item)).toEqual(['a', 'c', 'b', 'd']);
    expect(fused[0]!.score).toBe(1);
    for (const f of fused) expect(f.score).toBeGreaterThan(0);
    const c = fused.find((f) => f.item === 'c')!;
    expect(c.score).toBeCloseTo((1 / (RRF_K + 3) + 1 / (RRF_K + 2)) / (2 / (RRF_K + 1)), 10);
  });

  it("with one list empty keeps the other's order; with none gives nothing", () => {
    expect(fuseRankings([['x', 'y'], []]).map((f) => f.item)).toEqual(['x', 'y']);
    expect(fuseRankings([])).toEqual([]);
    expect(fuseRankings([[], []])).toEqual([]);
  });
});
