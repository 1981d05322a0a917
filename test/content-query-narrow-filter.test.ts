import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import type { FileSetStats } from './helpers/bodies.js';
import { matches, newIndexedFileSet, putIndexed } from './helpers/content-index.js';
import { fakeEmbedding } from './helpers/fake-embedding-vectors.js';
import { FAKE_DEFAULT_DIMENSIONS, type FakeEmbeddings, startFakeEmbeddings } from './helpers/fake-embeddings.js';
import { fakeEmbeddingEnv } from './helpers/semantic.js';

// A narrow filter in SEMANTIC and HYBRID: the few chunks it lets through are far from the query,
// and many more chunks of the set, outside the filter, are nearer. The filter is part of the
// nearest-neighbour search, so they are found, in their true order, and nothing outside it.

const QUERY = 'how do I delete files and remove a directory';
/** ~90 chunks of 1,000 characters, each about deleting files: all nearer the query than the far ones. */
const NEAR = Array.from(
  { length: 900 },
  (_, i) => `Line ${i}: rm removes files; rmdir removes an empty directory; to delete files below a directory use rm -r.`,
).join('\n');
const FAR = [
  { dir: 'far', filename: 'bread.txt', content: 'Fresh bread and cakes are baked before dawn; remove them from the oven at six.' },
  { dir: 'far/notes', filename: 'boats.txt', content: 'Sailing boats race around the lighthouse on Sundays in summer.' },
  { dir: 'far/notes', filename: 'garden.txt', content: 'Tomatoes ripen in the greenhouse in August, and the files of seeds are kept dry.' },
];

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(na * nb);
}

/** The far files' paths, nearest the query first, by the fake model's own vectors. */
function farByDistance(files: typeof FAR): string[] {
  const q = fakeEmbedding(QUERY, FAKE_DEFAULT_DIMENSIONS);
  return [...files]
    .sort(
      (a, b) => cosine(q, fakeEmbedding(b.content, FAKE_DEFAULT_DIMENSIONS)) - cosine(q, fakeEmbedding(a.content, FAKE_DEFAULT_DIMENSIONS)),
    )
    .map((f) => `${f.dir}/${f.filename}`);
}

describe('content query: a narrow filter among many nearer chunks', () => {
  let fake: FakeEmbeddings;
  let t: TestApp;
  let set: string;

  beforeAll(async () => {
    fake = await startFakeEmbeddings();
    t = await startTestApp(fakeEmbeddingEnv(fake));
    set = await newIndexedFileSet(t, undefined, 'narrow');
    const near = await putIndexed(t, set, { dir: 'near', filename: 'manual.txt', content: NEAR, contentType: 'text/plain' });
    expect(near.indexStatus).toBe('COMPLETED');
    for (const f of FAR) expect((await putIndexed(t, set, { ...f, contentType: 'text/plain' })).indexStatus).toBe('COMPLETED');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const paths = (found: { metadata: { path: string } }[]) => found.map((m) => m.metadata.path);

  it('the near chunks outnumber the oversampling a filter after the search would need', async () => {
    const stats = (await t.call({ method: 'GET', url: `/api/files/v1/filesets/${set}/stats` })).json<FileSetStats>();
    expect(stats.chunkCount).toBeGreaterThan(60);
    const unfiltered = await matches(t, set, { query: QUERY, mode: 'SEMANTIC', topK: 60 });
    expect(paths(unfiltered).every((p) => p === 'near/manual.txt')).toBe(true);
  });

  it('SEMANTIC returns the true top-K of the chunks the directory, prefix or filters let through', async () => {
    const expected = farByDistance(FAR);
    expect(paths(await matches(t, set, { query: QUERY, mode: 'SEMANTIC', topK: 3, directoryPath: 'far' }))).toEqual(expected);
    expect(paths(await matches(t, set, { query: QUERY, mode: 'SEMANTIC', topK: 1, directoryPath: 'far' }))).toEqual(expected.slice(0, 1));
    expect(paths(await matches(t, set, { query: QUERY, mode: 'SEMANTIC', topK: 5, pathPrefixFilter: 'far/notes/' }))).toEqual(
      farByDistance(FAR.filter((f) => f.dir === 'far/notes')),
    );
    const byName = await matches(t, set, {
      query: QUERY,
      mode: 'SEMANTIC',
      topK: 5,
      filters: [{ field: 'name', operator: 'LIKE', value: ['bread'] }],
    });
    expect(paths(byName)).toEqual(['far/bread.txt']);
  });

  it('HYBRID fuses the filtered semantic ranking: the far files are found, the near one is not', async () => {
    const fused = await matches(t, set, { query: QUERY, mode: 'HYBRID', topK: 5, directoryPath: 'far' });
    expect(new Set(paths(fused))).toEqual(new Set(FAR.map((f) => `${f.dir}/${f.filename}`)));
    const prefixed = await matches(t, set, { query: QUERY, mode: 'HYBRID', topK: 5, pathPrefixFilter: 'far/notes/g' });
    expect(paths(prefixed)).toEqual(['far/notes/garden.txt']);
  });
});
