import { describe, expect, it } from 'vitest';
import { buildCorpus, labelledQueriesOf } from './build-corpus.js';
import { LABELLED_QUERIES } from './labelled-queries.js';
import { documentsOf, ndcgAt, recallAt, summarise } from './ranking-quality.js';
import { roffToText } from './roff-text.js';

describe('ranking quality measures', () => {
  const relevant = new Set(['a', 'b']);

  it('recall@k: the share of relevant documents in the first k', () => {
    expect(recallAt(10, ['a', 'x', 'b'], relevant)).toBe(1);
    expect(recallAt(2, ['a', 'x', 'b'], relevant)).toBe(0.5);
    expect(recallAt(10, ['x', 'y'], relevant)).toBe(0);
    expect(recallAt(10, ['a', 'a', 'a'], relevant)).toBe(0.5);
    expect(recallAt(10, [], new Set())).toBe(0);
  });

  it('nDCG@k: 1 for a perfect ranking, less the later the relevant ones come', () => {
    expect(ndcgAt(10, ['a', 'b', 'x'], relevant)).toBe(1);
    expect(ndcgAt(10, ['b', 'a'], relevant)).toBe(1);
    // One relevant at rank 2 of one: (1/log2(3)) / 1.
    expect(ndcgAt(10, ['x', 'a'], new Set(['a']))).toBeCloseTo(1 / Math.log2(3), 12);
    // Ranks 1 and 3 of two: (1 + 1/2) / (1 + 1/log2(3)).
    expect(ndcgAt(10, ['a', 'x', 'b'], relevant)).toBeCloseTo(1.5 / (1 + 1 / Math.log2(3)), 12);
    expect(ndcgAt(1, ['x', 'a'], relevant)).toBe(0);
    // A repeated document counts once.
    expect(ndcgAt(10, ['a', 'a'], relevant)).toBeCloseTo(1 / (1 + 1 / Math.log2(3)), 12);
  });

  it('documents rank by their best passage; means over queries', () => {
    expect(documentsOf(['p/a', 'p/b', 'p/a', 'p/c'])).toEqual(['p/a', 'p/b', 'p/c']);
    const s = summarise([
      { ranked: ['a'], relevant: new Set(['a']) },
      { ranked: ['x'], relevant: new Set(['a']) },
    ]);
    expect(s).toEqual({ queries: 2, recallAt10: 0.5, ndcgAt10: 0.5 });
  });
});

describe('roff to text', () => {
  it('keeps what a page says and drops the typesetting', () => {
    const roff = [
      '.\\" a comment',
      '.TH TAR 1 "July 13, 2020"',
      '.SH NAME',
      'tar \\- an archiving utility',
      '.SH DESCRIPTION',
      '.B tar',
      'saves many files \\fBtogether\\fR into a single',
      '.IR "tape or disk" " archive,"',
      'and can restore \\(em individual files.',
      '.TP',
      '\\fB\\-x\\fR, \\fB\\-\\-extract\\fR',
    ].join('\n');
    expect(roffToText(roff)).toBe(
      'NAME\n\ntar - an archiving utility\n\nDESCRIPTION\n\ntar saves many files together into a single tape or disk archive, and can restore — individual files.\n-x, --extract',
    );
  });
});

describe('the retrieval corpus', () => {
  it('has over 1,000 real documents in several formats, and 100+ labelled queries that all resolve', async () => {
    const corpus = await buildCorpus();
    const { documents } = corpus;
    expect(documents.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(documents.map((d) => d.path)).size).toBe(documents.length);
    const count = (type: string) => documents.filter((d) => d.contentType === type).length;
    expect(count('text/plain')).toBeGreaterThan(500);
    expect(count('text/html')).toBeGreaterThanOrEqual(100);
    expect(count('text/markdown')).toBeGreaterThan(0);
    expect(count('application/pdf')).toBeGreaterThanOrEqual(50);
    expect(count('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBeGreaterThanOrEqual(50);
    for (const d of documents.filter((x) => x.contentType === 'application/pdf')) expect(d.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    for (const d of documents.filter((x) => x.contentType.includes('wordprocessingml')))
      expect(d.bytes.subarray(0, 2).toString()).toBe('PK');

    const queries = labelledQueriesOf(corpus);
    expect(queries.length).toBe(LABELLED_QUERIES.length);
    expect(queries.length).toBeGreaterThanOrEqual(100);
    const paths = new Set(documents.map((d) => d.path));
    for (const q of queries) for (const p of q.relevant) expect(paths.has(p), `${q.query} → ${p}`).toBe(true);
    // The labelled answers are spread over the formats, not all plain text.
    const answers = queries.flatMap((q) => [...q.relevant]);
    expect(answers.some((p) => p.endsWith('.pdf'))).toBe(true);
    expect(answers.some((p) => p.endsWith('.docx'))).toBe(true);

    const tar = documents.find((d) => d.path === corpus.manPath.get('tar'))!;
    if (tar.contentType === 'text/plain') expect(tar.bytes.toString()).toContain('archiv');
    console.log(
      `corpus: ${documents.length} documents, ${(documents.reduce((s, d) => s + d.bytes.length, 0) / 2 ** 20).toFixed(1)} MiB, ${queries.length} labelled queries`,
    );
  });

  it('is the same every time it is built', async () => {
    const [a, b] = [
      await buildCorpus({ manPages: 40, docTexts: 20, docHtml: 10 }),
      await buildCorpus({ manPages: 40, docTexts: 20, docHtml: 10 }),
    ];
    expect(a.documents.map((d) => d.path)).toEqual(b.documents.map((d) => d.path));
    // DOCX files carry their making time inside; every other format repeats byte for byte.
    for (const [i, d] of a.documents.entries())
      if (!d.contentType.includes('wordprocessingml')) expect(d.bytes.equals(b.documents[i]!.bytes), d.path).toBe(true);
  });
});
