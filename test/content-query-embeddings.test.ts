import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import { matches, newIndexedFileSet, putIndexed, query } from './helpers/content-index.js';
import { expectError } from './helpers/expect-error.js';
import { type FakeEmbeddings, startFakeEmbeddings } from './helpers/fake-embeddings.js';
import { share } from './helpers/files.js';
import { fakeEmbeddingEnv } from './helpers/semantic.js';

// Content query with an embedding model configured, end to end: uploads are embedded by the indexer
// over real HTTP (the deterministic fake model), vectors go to sqlite-vec or pgvector, and SEMANTIC
// and HYBRID rank through the query route, with its access checks and consistency rules.

describe('content query with an embedding model', () => {
  let fake: FakeEmbeddings;
  let t: TestApp;
  let set: string;
  let otherToken: string;

  beforeAll(async () => {
    fake = await startFakeEmbeddings();
    t = await startTestApp(fakeEmbeddingEnv(fake));
    otherToken = await t.tokenFor(5);
    set = await newIndexedFileSet(t, undefined, 'harbour');
    await putIndexed(t, set, {
      filename: 'ferry.md',
      content: 'The ferry to the island leaves the harbour at seven every morning.',
      contentType: 'text/markdown',
    });
    await putIndexed(t, set, {
      filename: 'fees.txt',
      content: 'Mooring fees for boats are paid at the harbour office each month.',
      contentType: 'text/plain',
    });
    await putIndexed(t, set, {
      filename: 'bakery.txt',
      content: 'Fresh bread and cakes are baked before dawn.',
      contentType: 'text/plain',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('embeds the chunks while indexing and answers SEMANTIC and HYBRID; HYBRID is the default', async () => {
    expect(fake.requests.length).toBeGreaterThanOrEqual(3);
    const semantic = await matches(t, set, { query: 'what does it cost to keep a boat here', mode: 'SEMANTIC', topK: 3 });
    expect(semantic[0]?.metadata.path).toBe('fees.txt');
    expect(semantic.every((m) => m.score >= 0 && m.score <= 1)).toBe(true);
    const hybrid = await matches(t, set, { query: 'ferry timetable', topK: 2 });
    expect(hybrid[0]?.metadata.path).toBe('ferry.md');
    const keyword = await matches(t, set, { query: 'bread', mode: 'KEYWORD', topK: 3 });
    expect(keyword.map((m) => m.metadata.path)).toEqual(['bakery.txt']);
  });

  it('never returns a deleted file, an overwritten text or a set the caller cannot read', async () => {
    const scratch = await newIndexedFileSet(t, undefined, 'scratch');
    const file = await putIndexed(t, scratch, {
      filename: 'note.txt',
      content: 'Sailing boats race around the lighthouse on Sundays.',
      contentType: 'text/plain',
    });
    expect((await matches(t, scratch, { query: 'regatta of sailing boats', mode: 'SEMANTIC', topK: 1 }))[0]?.metadata.fileId).toBe(file.id);
    await putIndexed(t, scratch, {
      filename: 'note.txt',
      content: 'Tomatoes ripen in the greenhouse in August.',
      contentType: 'text/plain',
    });
    const afterOverwrite = await matches(t, scratch, { query: 'regatta of sailing boats', mode: 'SEMANTIC', topK: 5 });
    expect(afterOverwrite.map((m) => m.content.text)).toEqual(['Tomatoes ripen in the greenhouse in August.']);
    expect((await t.call({ method: 'DELETE', url: `/api/files/v1/filesets/${scratch}/files/${file.id}` })).statusCode).toBe(204);
    expect(await matches(t, scratch, { query: 'tomatoes', mode: 'HYBRID', topK: 5 })).toEqual([]);

    expectError(await query(t, set, { query: 'ferry', mode: 'SEMANTIC' }, otherToken), 404, 'FILESET_NOT_FOUND');
    await share(t, set, 5, 'READ');
    expect((await matches(t, set, { query: 'ferry', mode: 'SEMANTIC' }, otherToken))[0]?.metadata.path).toBe('ferry.md');
  });

  it('an embedding model that fails while indexing leaves the file FAILED with a reason, and a query then still works', async () => {
    fake.failNext(1);
    const file = await putIndexed(t, set, {
      filename: 'storm.txt',
      content: 'Storm warnings close the harbour.',
      contentType: 'text/plain',
    });
    expect(file.indexStatus).toBe('FAILED');
    expect(file.indexReason).toMatch(/embed/i);
    expect((await matches(t, set, { query: 'ferry', mode: 'SEMANTIC', topK: 1 }))[0]?.metadata.path).toBe('ferry.md');
  });
});
