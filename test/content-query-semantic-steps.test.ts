import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from './helpers/app.js';
import { expectError } from './helpers/expect-error.js';
import { matches, newIndexedFileSet, query, settled } from './helpers/content-index.js';
import { fakeEmbedding } from './helpers/fake-embedding-vectors.js';
import { FAKE_DEFAULT_DIMENSIONS, type FakeEmbeddings, startFakeEmbeddings } from './helpers/fake-embeddings.js';
import { put, share } from './helpers/files.js';
import { fakeEmbeddingEnv } from './helpers/semantic.js';

// The three steps of a filtered semantic search (docs/search-semantic.md), each taken for real: with
// STOWAGE_SEMANTIC_EXACT_MAX_CHUNKS at 2, a filter that lets more than two chunks through skips the
// one-by-one distances, so a broad filter is answered by the set's plain KNN (step 2) and a narrow
// one that this KNN misses by the search with the filter inside (step 3). Which step answered is
// read from /metrics (stowage_semantic_filtered_searches_total{step}), counted by the code that
// chose it. Every file is one chunk, so the expected answer is the fake model's own ranking.

const QUERY = 'how do I delete files and remove a directory';
const NEAR_FILES = 64;
/**
 * Near file i: the query's meaning, plus "zebra" i + 1 times, which turns it away from the query a
 * little more each time: distances strictly rise with i (gaps of at least 0.0006, far above float4
 * rounding), and all 64 are nearer than every far file.
 */
const near = Array.from({ length: NEAR_FILES }, (_, i) => ({
  dir: `near/${i % 2 === 0 ? 'even' : 'odd'}`,
  filename: `n${String(i).padStart(2, '0')}.txt`,
  content: `rm deletes files in a directory. ${'zebra '.repeat(i + 1)}`,
}));
const far = [
  { dir: 'far', filename: 'bread.txt', content: 'Fresh bread and cakes are baked before dawn; remove them from the oven at six.' },
  { dir: 'far/notes', filename: 'boats.txt', content: 'Sailing boats race around the lighthouse on Sundays in summer.' },
  { dir: 'far/notes', filename: 'garden.txt', content: 'Tomatoes ripen in the greenhouse in August, and the files of seeds are kept dry.' },
];
type Doc = (typeof far)[number];
const pathOf = (d: Doc) => `${d.dir}/${d.filename}`;

function distance(text: string): number {
  const q = fakeEmbedding(QUERY, FAKE_DEFAULT_DIMENSIONS);
  const v = fakeEmbedding(text, FAKE_DEFAULT_DIMENSIONS);
  return 1 - q.reduce((sum, x, i) => sum + x * v[i]!, 0);
}

/** The k nearest of `docs` to the query, by the fake model's vectors: the answer a search must give. */
function nearest(docs: Doc[], k: number): string[] {
  return [...docs]
    .sort((a, b) => distance(a.content) - distance(b.content))
    .slice(0, k)
    .map(pathOf);
}

describe('filtered semantic search: the step that answers, and its answer', () => {
  let fake: FakeEmbeddings;
  let t: TestApp;
  let set: string;
  let theirs: string;
  let reader: string;

  beforeAll(async () => {
    fake = await startFakeEmbeddings();
    t = await startTestApp({ ...fakeEmbeddingEnv(fake), STOWAGE_SEMANTIC_EXACT_MAX_CHUNKS: '2' });
    const owner = await t.tokenFor(2);
    reader = await t.tokenFor(3);
    const stranger = await t.tokenFor(4);
    set = await newIndexedFileSet(t, owner, 'steps');
    await share(t, set, 3, 'READ', owner);
    // Another user's set holds the query's very words, nearer than anything of `set`.
    theirs = await newIndexedFileSet(t, stranger, 'theirs');
    const secret = await put(t, theirs, {
      dir: 'near/even',
      filename: 'secret.txt',
      content: QUERY,
      contentType: 'text/plain',
      token: stranger,
    });
    const docs = [...near, ...far];
    // A few uploads at a time: indexing runs behind them, and the set is ready sooner.
    for (let at = 0; at < docs.length; at += 4) {
      const files = await Promise.all(docs.slice(at, at + 4).map((d) => put(t, set, { ...d, contentType: 'text/plain', token: owner })));
      for (const file of files) expect((await settled(t, set, file.id)).indexStatus).toBe('COMPLETED');
    }
    expect((await settled(t, theirs, secret.id)).indexStatus).toBe('COMPLETED');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  /** The filtered searches so far, by step, from /metrics. */
  async function steps(): Promise<Record<string, number>> {
    const text = (await t.call({ method: 'GET', url: '/metrics', token: null })).body;
    const counts: Record<string, number> = {};
    for (const m of text.matchAll(/^stowage_semantic_filtered_searches_total\{step="([a-z-]+)"\} (\d+)$/gm)) counts[m[1]!] = Number(m[2]);
    return counts;
  }

  /** The paths a SEMANTIC query answers (as the reader), and the steps its search took. */
  async function search(body: Record<string, unknown>): Promise<{ paths: string[]; took: Record<string, number> }> {
    const before = await steps();
    const found = await matches(t, set, { query: QUERY, mode: 'SEMANTIC', ...body }, reader);
    const after = await steps();
    const took = Object.fromEntries(
      Object.entries(after)
        .map(([step, n]) => [step, n - (before[step] ?? 0)] as const)
        .filter(([, n]) => n > 0),
    );
    return { paths: found.map((m) => m.metadata.path), took };
  }

  it('the data are as designed: near files in strictly rising distance, all nearer than the far ones', () => {
    const d = near.map((f) => distance(f.content));
    for (let i = 1; i < d.length; i++) expect(d[i]! - d[i - 1]!).toBeGreaterThan(5e-4);
    for (const f of far) expect(distance(f.content)).toBeGreaterThan(d[d.length - 1]! + 1e-3);
  });

  it('at most the cut-off passing: each distance computed (step 1)', async () => {
    const { paths, took } = await search({ topK: 5, directoryPath: 'far/notes' });
    expect(took).toEqual({ exact: 1 });
    expect(paths).toEqual(nearest(far.slice(1), 5));
  });

  it('a broad filter: the plain KNN has topK that pass, and they are the answer (step 2)', async () => {
    const even = near.filter((f) => f.dir === 'near/even');
    const { paths, took } = await search({ topK: 5, directoryPath: 'near/even' });
    expect(took).toEqual({ plain: 1 });
    expect(paths).toEqual(nearest(even, 5));
    expect(paths).toEqual(['near/even/n00.txt', 'near/even/n02.txt', 'near/even/n04.txt', 'near/even/n06.txt', 'near/even/n08.txt']);

    const byName = await search({ topK: 4, filters: [{ field: 'name', operator: 'LIKE', value: ['n1'] }] });
    expect(byName.took).toEqual({ plain: 1 });
    expect(byName.paths).toEqual(
      nearest(
        near.filter((f) => f.filename.startsWith('n1')),
        4,
      ),
    );
  });

  it('a narrow filter the plain KNN misses: the search with the filter inside finds topK, in order (step 3)', async () => {
    // Three far chunks pass (more than the cut-off); the set's 53 nearest are all near files.
    const inFar = await search({ topK: 3, directoryPath: 'far' });
    expect(Object.keys(inFar.took)).toHaveLength(1);
    expect(inFar.took.filtered ?? inFar.took['filtered-exact']).toBe(1);
    expect(inFar.paths).toEqual(nearest(far, 3));

    // The farthest odd near files (n51, n53 … n59), close to each other: the set's 53 nearest hold only n51.
    const deep = await search({ topK: 3, pathPrefixFilter: 'near/odd/n5' });
    expect(Object.keys(deep.took)).toHaveLength(1);
    expect(deep.took.filtered ?? deep.took['filtered-exact']).toBe(1);
    expect(deep.paths).toEqual(['near/odd/n51.txt', 'near/odd/n53.txt', 'near/odd/n55.txt']);

    // Fewer pass than asked for: all five, in order.
    const fewer = await search({ topK: 10, pathPrefixFilter: 'near/odd/n5' });
    expect(fewer.took.filtered ?? fewer.took['filtered-exact']).toBe(1);
    expect(fewer.paths).toEqual(
      nearest(
        near.filter((f) => pathOf(f).startsWith('near/odd/n5')),
        10,
      ),
    );
    expect(fewer.paths).toHaveLength(5);
  });

  it("nothing from another user's set, though it holds the query's own words; that set is 404 to the reader", async () => {
    for (const body of [{ topK: 5, directoryPath: 'near/even' }, { topK: 3, directoryPath: 'far' }, { topK: 60 }]) {
      const { paths } = await search(body);
      expect(paths).not.toContain('near/even/secret.txt');
    }
    expectError(await query(t, theirs, { query: QUERY, mode: 'SEMANTIC' }, reader), 404, 'FILESET_NOT_FOUND');
  });

  it('HYBRID fuses the filtered semantic ranking with the keyword one: only files the filter lets through', async () => {
    const res = await matches(t, set, { query: QUERY, mode: 'HYBRID', topK: 5, pathPrefixFilter: 'near/odd/n5' }, reader);
    expect(new Set(res.map((m) => m.metadata.path))).toEqual(
      new Set(
        nearest(
          near.filter((f) => pathOf(f).startsWith('near/odd/n5')),
          5,
        ),
      ),
    );
  });
});
