import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryBody, rankedDocuments, uploadTarget } from '../../bench/scenarios/retrieval.js';
import { concepts, fakeEmbedding, stem } from '../helpers/fake-embedding-vectors.js';
import { type FakeEmbeddings, startFakeEmbeddings } from '../helpers/fake-embeddings.js';

const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('the fake embedding model', () => {
  it('gives unit vectors, the same for the same text, and close ones for texts of one meaning', () => {
    const v = fakeEmbedding('Remove the old folders', 256);
    expect(v).toHaveLength(256);
    expect(Math.hypot(...v)).toBeCloseTo(1, 12);
    expect(fakeEmbedding('Remove the old folders', 256)).toEqual(v);
    expect(stem('deleting')).toBe('delet');
    expect(stem('deletes')).toBe('delet');
    expect(concepts('erasing directories')).toEqual(concepts('delete folder'));
    const related = cosine(v, fakeEmbedding('delete a directory', 256));
    const unrelated = cosine(v, fakeEmbedding('print the current date and time', 256));
    expect(related).toBeGreaterThan(0.5);
    expect(related).toBeGreaterThan(unrelated + 0.4);
    expect(fakeEmbedding('?!', 256).every((x) => x === 0)).toBe(true);
  });

  describe("over HTTP, as OpenAI's POST /v1/embeddings", () => {
    let fake: FakeEmbeddings;
    beforeAll(async () => {
      fake = await startFakeEmbeddings();
    });
    afterAll(() => fake.close());
    const post = (body: unknown) =>
      fetch(`${fake.url}/v1/embeddings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    it('answers one vector per input, in order, with the dimension the model name says', async () => {
      const res = await post({ model: 'fake-embed-64', input: ['one text', 'another'] });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { index: number; embedding: number[] }[]; model: string };
      expect(body.model).toBe('fake-embed-64');
      expect(body.data.map((d) => d.index)).toEqual([0, 1]);
      expect(body.data[1]!.embedding).toEqual(fakeEmbedding('another', 64));
      const single = (await (await post({ model: 'fake-embed', input: 'one text' })).json()) as typeof body;
      expect(single.data[0]!.embedding).toHaveLength(256);
    });

    it('fails when asked to, and refuses malformed requests with 400', async () => {
      fake.failNext(1);
      expect((await post({ model: 'm', input: ['x'] })).status).toBe(500);
      expect((await post({ model: 'm', input: ['x'] })).status).toBe(200);
      expect((await post({ model: 'm', input: [1, 2] })).status).toBe(400);
      expect((await post({ input: ['x'] })).status).toBe(400);
      expect((await fetch(`${fake.url}/v1/embeddings`, { method: 'POST', body: '{' })).status).toBe(400);
    });
  });
});

describe("the retrieval bench scenario's pure parts", () => {
  it('ranks documents by their best passage from a query answer (API.md §2 shape)', () => {
    const answer = {
      matches: [
        {
          content: { type: 'TEXT', text: 'a' },
          metadata: { fileId: 'f1', path: 'man/man1/tar.pdf', chunkIndex: 3, start: 0, end: 10, page: 2 },
          score: 0.9,
        },
        {
          content: { type: 'TEXT', text: 'b' },
          metadata: { fileId: 'f2', path: 'man/man1/gzip.txt', chunkIndex: 0, start: 0, end: 10 },
          score: 0.8,
        },
        {
          content: { type: 'TEXT', text: 'c' },
          metadata: { fileId: 'f1', path: 'man/man1/tar.pdf', chunkIndex: 1, start: 0, end: 10, page: 1 },
          score: 0.7,
        },
      ],
    };
    expect(rankedDocuments(answer)).toEqual(['man/man1/tar.pdf', 'man/man1/gzip.txt']);
  });

  it("asks within the API's limits and uploads each document under its corpus path", () => {
    const body = queryBody('compress a file', 'HYBRID');
    expect(body).toEqual({ query: 'compress a file', topK: 50, mode: 'HYBRID' });
    expect(body.topK).toBeLessThanOrEqual(100);
    expect(uploadTarget('man/man1/tar.pdf')).toEqual({ directoryPath: 'man/man1', name: 'tar.pdf' });
    expect(uploadTarget('README')).toEqual({ directoryPath: '', name: 'README' });
  });
});
